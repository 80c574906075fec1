/** @jest-environment node */
import { SignJWT } from 'jose';
import { secretKey, verifyJwt } from '../src/http/jwt';

const key = secretKey('a-test-secret-with-at-least-32-characters');
const otherKey = secretKey('another-secret-with-at-least-32-characters');

function sign(claims: Record<string, unknown>, expiresAt: number, signingKey = key): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAt)
    .sign(signingKey);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  jest.useRealTimers();
});

describe('verifyJwt', () => {
  it('gives the same claims every time a token is used', async () => {
    const token = await sign({ role: 'authenticated', sub: 'user-1' }, nowSeconds() + 3600);
    const first = await verifyJwt(token, key);
    const second = await verifyJwt(token, key);
    expect(first).toEqual({ ok: true, claims: expect.objectContaining({ role: 'authenticated', sub: 'user-1' }) });
    expect(second).toEqual(first);
  });

  it('refuses a token once it has expired, even though it was accepted before', async () => {
    const token = await sign({ role: 'authenticated' }, nowSeconds() + 60);
    expect((await verifyJwt(token, key)).ok).toBe(true);
    // Past the expiry and the 30 s clock tolerance.
    jest.useFakeTimers({ now: Date.now() + 120_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    expect(await verifyJwt(token, key)).toEqual({
      ok: false,
      failure: { kind: 'expired', reason: 'token has invalid claims: token is expired' },
    });
  });

  it('refuses a token accepted under one secret when checked with another', async () => {
    const token = await sign({ role: 'service_role' }, nowSeconds() + 3600);
    expect((await verifyJwt(token, key)).ok).toBe(true);
    expect(await verifyJwt(token, otherKey)).toEqual({
      ok: false,
      failure: { kind: 'invalid', reason: 'signature is invalid' },
    });
  });

  it('refuses a token whose signature was altered after the genuine one was accepted', async () => {
    const token = await sign({ role: 'anon' }, nowSeconds() + 3600);
    expect((await verifyJwt(token, key)).ok).toBe(true);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await verifyJwt(forged, key)).toEqual({
      ok: false,
      failure: { kind: 'invalid', reason: 'signature is invalid' },
    });
  });

  it('hands each caller its own copy of the claims', async () => {
    const token = await sign({ role: 'authenticated', sub: 'user-2' }, nowSeconds() + 3600);
    const first = await verifyJwt(token, key);
    if (first.ok) first.claims.role = 'service_role';
    expect(await verifyJwt(token, key)).toEqual({
      ok: true,
      claims: expect.objectContaining({ role: 'authenticated' }),
    });
  });
});
