/** @jest-environment node */
import { SignJWT } from 'jose';
import type { AuthRateLimits, LoginBackoffPolicy } from '../src/config';
import { ADMIN, ANON_KEY, SERVICE_ROLE_KEY, startTestApi, uniqueEmail, type TestApi } from './support/api-server';
import { rawRequest, type RawResponse } from './support/raw-http';
import { expectTablesUnchanged } from './support/table-snapshot';

jest.setTimeout(120_000);

/** Small limits so the tests reach them quickly; each test acts from loopback addresses of its own. */
const minute = 60_000;
const LIMITS: AuthRateLimits = {
  loginPerIp: { max: 8, windowMs: minute },
  signupPerIp: { max: 3, windowMs: minute },
  signupPerEmail: { max: 2, windowMs: minute },
  recoverPerIp: { max: 4, windowMs: minute },
  recoverPerEmail: { max: 2, windowMs: minute },
  verifyPerIp: { max: 5, windowMs: minute },
  verifyPerEmail: { max: 3, windowMs: minute },
  refreshPerIp: { max: 5, windowMs: minute },
  passwordChangePerIp: { max: 4, windowMs: minute },
  passwordChangePerUser: { max: 2, windowMs: minute },
};
const BACKOFF: LoginBackoffPolicy = {
  freeFailures: 3,
  accountFreeFailures: 6,
  baseDelayMs: 1000,
  maxDelayMs: minute,
  memoryMs: 60 * minute,
};
const EXTERNAL_URL = 'http://api.tales.test:54321';

let api: TestApi;
let now = Date.now();

beforeAll(async () => {
  api = await startTestApi({
    authRateLimits: LIMITS,
    loginBackoff: BACKOFF,
    clock: () => now,
    apiExternalUrl: EXTERNAL_URL,
    refreshReuseIntervalSeconds: 10,
  });
});

afterAll(async () => {
  await api?.close();
});

let nextAddress = 1;
/** A loopback address no other test has used, so per-address counters start at zero. */
function freshAddress(): string {
  nextAddress += 1;
  return `127.0.${Math.floor(nextAddress / 250) + 1}.${(nextAddress % 250) + 1}`;
}

function post(path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(api.url, path, {
    method: 'POST',
    from,
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, from: string) =>
  post('/auth/v1/token?grant_type=password', { email, password }, from);

function expectAuthError(response: RawResponse, status: number, code: string, message?: string): void {
  const body = response.json() as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  if (message !== undefined) expect(body.message).toBe(message);
  expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');
}

function expectRateLimited(response: RawResponse, retryAfterSeconds?: number): void {
  expect(response.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  expect(response.status).toBe(429);
  if (retryAfterSeconds !== undefined) expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

async function newAccount(password = 'right-password'): Promise<string> {
  const email = uniqueEmail('account');
  const response = await post('/auth/v1/signup', { email, password }, freshAddress());
  expect(response.status).toBe(200);
  return email;
}

const SIGN_IN_TABLES = ['auth.users', 'auth.identities', 'auth.sessions', 'auth.refresh_tokens'];

describe('failed passwords slow down the address that fails, never the account', () => {
  it('makes the failing address wait, with delays doubling, while a fresh address signs in at once', async () => {
    const email = await newAccount();
    const attacker = freshAddress();
    await expectTablesUnchanged(api.db, async () => {
      for (let i = 0; i < BACKOFF.freeFailures; i++)
        expectAuthError(await signIn(email, `guess-${i}`, attacker), 400, 'invalid_credentials');
      // Even the right password waits: the attacker's address learns nothing while it waits.
      expectRateLimited(await signIn(email, 'right-password', attacker), 1);
      now += 1000;
      expectAuthError(await signIn(email, 'guess-a', attacker), 400, 'invalid_credentials');
      expectRateLimited(await signIn(email, 'guess-b', attacker), 2);
      now += 2000;
      expectAuthError(await signIn(email, 'guess-b', attacker), 400, 'invalid_credentials');
      expectRateLimited(await signIn(email, 'guess-c', attacker), 4);
    });

    const owner = await signIn(email, 'right-password', freshAddress());
    expect(owner.status).toBe(200);
    expect(owner.json()).toMatchObject({ token_type: 'bearer', user: { email } });
  });

  it('caps the delay and lets the waiting address in with the right password once it has waited', async () => {
    const email = await newAccount();
    const address = freshAddress();
    for (let i = 0; i < 12; i++) {
      expectAuthError(await signIn(email, `guess-${i}`, address), 400, 'invalid_credentials');
      now += BACKOFF.maxDelayMs;
    }
    expectAuthError(await signIn(email, 'guess-last', address), 400, 'invalid_credentials');
    expectRateLimited(await signIn(email, 'right-password', address), BACKOFF.maxDelayMs / 1000);
    now += BACKOFF.maxDelayMs;
    expect((await signIn(email, 'right-password', address)).status).toBe(200);
    // Success forgets this address' own failures: no wait before the next sign-in.
    expect((await signIn(email, 'right-password', address)).status).toBe(200);
    // A typo while the account is under attack waits, like every failing address.
    expectAuthError(await signIn(email, 'one-typo', address), 400, 'invalid_credentials');
    expectRateLimited(await signIn(email, 'right-password', address), BACKOFF.maxDelayMs / 1000);
  });

  it('slows every failing address once the account has many failures, but not a fresh one', async () => {
    const email = await newAccount();
    const spread = Array.from({ length: BACKOFF.accountFreeFailures }, () => freshAddress());
    for (const address of spread)
      expectAuthError(await signIn(email, 'spray-guess', address), 400, 'invalid_credentials');
    // One failure each, but the account has had enough: each of them now waits.
    expectRateLimited(await signIn(email, 'another-guess', spread[0]), 1);
    expectRateLimited(await signIn(email, 'right-password', spread[3]), 1);
    await expectTablesUnchanged(
      api.db,
      async () => {
        expect((await signIn(email, 'right-password', freshAddress())).status).toBe(200);
      },
      SIGN_IN_TABLES,
    );
  });

  it('treats unknown emails the same way, so waiting reveals nothing', async () => {
    const address = freshAddress();
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < BACKOFF.freeFailures; i++)
      expectAuthError(await signIn(nobody, 'guess', address), 400, 'invalid_credentials');
    expectRateLimited(await signIn(nobody, 'guess', address), 1);
  });
});

describe('rate limits per address and per email', () => {
  it('limits password sign-ins per address, whatever the email', async () => {
    const address = freshAddress();
    await expectTablesUnchanged(api.db, async () => {
      for (let i = 0; i < LIMITS.loginPerIp.max; i++)
        expectAuthError(await signIn(uniqueEmail('spray'), 'guess-1234', address), 400, 'invalid_credentials');
      expectRateLimited(await signIn(ADMIN.email, ADMIN.password, address), 60);
    });
    // Another address is not affected, and the window passes.
    expect((await signIn(ADMIN.email, ADMIN.password, freshAddress())).status).toBe(200);
    now += LIMITS.loginPerIp.windowMs;
    expect((await signIn(ADMIN.email, ADMIN.password, address)).status).toBe(200);
  });

  it('limits signups per address and per email', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.signupPerIp.max; i++) {
      expect(
        (await post('/auth/v1/signup', { email: uniqueEmail('bulk'), password: 'bulk-pass-1' }, address)).status,
      ).toBe(200);
    }
    await expectTablesUnchanged(
      api.db,
      async () => {
        expectRateLimited(
          await post('/auth/v1/signup', { email: uniqueEmail('bulk'), password: 'bulk-pass-1' }, address),
        );

        const email = uniqueEmail('taken');
        expect((await post('/auth/v1/signup', { email, password: 'first-pass-1' }, freshAddress())).status).toBe(200);
        // GoTrue's answer for a taken address, then the per-email limit, from addresses that never signed up.
        expectAuthError(
          await post('/auth/v1/signup', { email, password: 'other-pass-1' }, freshAddress()),
          422,
          'user_already_exists',
        );
        expectRateLimited(await post('/auth/v1/signup', { email, password: 'other-pass-1' }, freshAddress()));
      },
      [...SIGN_IN_TABLES, 'public.profiles'],
    );
  });

  it('limits reset requests per address, and reset mails per email whether or not it has an account', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.recoverPerIp.max; i++)
      expect((await post('/auth/v1/recover', { email: uniqueEmail('nobody') }, address)).status).toBe(200);
    expectRateLimited(await post('/auth/v1/recover', { email: uniqueEmail('nobody') }, address));

    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < LIMITS.recoverPerEmail.max; i++) {
      expect((await post('/auth/v1/recover', { email: nobody }, freshAddress())).status).toBe(200);
      now += 1000;
    }
    const limited = await post('/auth/v1/recover', { email: nobody }, freshAddress());
    expectAuthError(limited, 429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a known and an unknown address alike, max_frequency and the per-email limit included', async () => {
    const answers: Record<string, unknown[]> = {};
    for (const email of [await newAccount(), uniqueEmail('nobody')]) {
      const seen: unknown[] = [];
      // Two at once (max_frequency, 1 s), then the per-email limit.
      for (let i = 0; i < 3; i++) {
        const response = await post('/auth/v1/recover', { email }, freshAddress());
        seen.push({ status: response.status, body: response.json(), retryAfter: response.headers['retry-after'] });
      }
      answers[email.startsWith('nobody') ? 'unknown' : 'known'] = seen;
      now += 1000;
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known).toEqual([
      { status: 200, body: {}, retryAfter: undefined },
      {
        status: 429,
        body: {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 1 seconds.',
        },
        retryAfter: '1',
      },
      {
        status: 429,
        body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
        retryAfter: '60',
      },
    ]);
  });

  it('limits password changes per account and per address', async () => {
    const change = (token: string, password: string, from: string) =>
      rawRequest(api.url, '/auth/v1/user', {
        method: 'PUT',
        from,
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    const tokenOf = async (email: string) =>
      ((await signIn(email, 'right-password', freshAddress())).json() as { access_token: string }).access_token;

    const token = await tokenOf(await newAccount());
    for (let i = 0; i < LIMITS.passwordChangePerUser.max; i++)
      expect((await change(token, `changed-${i}-pass`, freshAddress())).status).toBe(200);
    await expectTablesUnchanged(api.db, async () => {
      expectRateLimited(await change(token, 'one-more-pass', freshAddress()), 60);
    });

    const address = freshAddress();
    for (let i = 0; i < LIMITS.passwordChangePerIp.max; i++) {
      expect((await change(await tokenOf(await newAccount()), 'changed-pass', address)).status).toBe(200);
    }
    expectRateLimited(await change(await tokenOf(await newAccount()), 'changed-pass', address));
  });

  it('limits token verifications per address, and code guesses per email even from many addresses', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.verifyPerIp.max; i++) {
      expectAuthError(
        await post('/auth/v1/verify', { type: 'recovery', token_hash: `${'0'.repeat(55)}${i}` }, address),
        403,
        'otp_expired',
      );
    }
    expectRateLimited(await post('/auth/v1/verify', { type: 'recovery', token_hash: 'f'.repeat(56) }, address));

    const email = await newAccount();
    expect((await post('/auth/v1/recover', { email }, freshAddress())).status).toBe(200);
    const [mail] = await api.outbox(email);
    const wrong = mail.token === '000000' ? '111111' : '000000';
    await expectTablesUnchanged(api.db, async () => {
      for (let i = 0; i < LIMITS.verifyPerEmail.max; i++) {
        expectAuthError(
          await post('/auth/v1/verify', { type: 'recovery', email, token: wrong }, freshAddress()),
          403,
          'otp_expired',
        );
      }
      expectRateLimited(await post('/auth/v1/verify', { type: 'recovery', email, token: mail.token }, freshAddress()));
    });
    // The mailed link (token hash) still works for the owner.
    expect(
      (await post('/auth/v1/verify', { type: 'recovery', token_hash: mail.token_hash }, freshAddress())).status,
    ).toBe(200);
  });

  it('limits refresh-token grants per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.refreshPerIp.max; i++) {
      expectAuthError(
        await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: `unknown-token-${i}` }, address),
        400,
        'refresh_token_not_found',
      );
    }
    expectRateLimited(
      await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'unknown-token' }, address),
    );
  });
});

describe('passwords are limited to 72 bytes, as bcrypt reads them', () => {
  const tooLong = 'Password cannot be longer than 72 characters';
  // 40 two-byte letters and 11 ASCII ones: 51 characters, 91 bytes.
  const multibyte = `${'é'.repeat(40)}${'a'.repeat(11)}`;
  const exactly72 = 'é'.repeat(36);

  it('refuses longer passwords on signup and on PUT /user, counting bytes, not characters', async () => {
    await expectTablesUnchanged(api.db, async () => {
      expectAuthError(
        await post('/auth/v1/signup', { email: uniqueEmail('long'), password: 'a'.repeat(73) }, freshAddress()),
        400,
        'validation_failed',
        tooLong,
      );
      expectAuthError(
        await post('/auth/v1/signup', { email: uniqueEmail('long'), password: multibyte }, freshAddress()),
        400,
        'validation_failed',
        tooLong,
      );
    });
    const email = uniqueEmail('exact');
    const signup = await post('/auth/v1/signup', { email, password: exactly72 }, freshAddress());
    expect(signup.status).toBe(200);
    const token = (signup.json() as { access_token: string }).access_token;
    await expectTablesUnchanged(api.db, async () => {
      const update = await rawRequest(api.url, '/auth/v1/user', {
        method: 'PUT',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password: multibyte }),
      });
      expectAuthError(update, 400, 'validation_failed', tooLong);
    });
  });

  it('never signs in with a longer password whose first 72 bytes match', async () => {
    const email = uniqueEmail('prefix');
    expect((await post('/auth/v1/signup', { email, password: exactly72 }, freshAddress())).status).toBe(200);
    expectAuthError(await signIn(email, `${exactly72}tail`, freshAddress()), 400, 'invalid_credentials');
    expect((await signIn(email, exactly72, freshAddress())).status).toBe(200);
  });
});

describe('mailed links', () => {
  it('point at the configured API URL whatever Host or forwarding headers say', async () => {
    const email = await newAccount();
    await post('/auth/v1/recover', { email }, freshAddress(), {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const [mail] = await api.outbox(email);
    expect(mail.link.startsWith(`${EXTERNAL_URL}/auth/v1/verify?`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('redirect only to allowed origins, else to the site URL', async () => {
    for (const [requested, expected] of [
      ['https://evil.example/steal', 'http://127.0.0.1:3000'],
      ['http://127.0.0.1:3000.evil.example/', 'http://127.0.0.1:3000'],
      ['javascript:alert(1)', 'http://127.0.0.1:3000'],
      ['http://localhost:3000/en?reset=1', 'http://localhost:3000/en?reset=1'],
    ]) {
      const email = await newAccount();
      await post(`/auth/v1/recover?redirect_to=${encodeURIComponent(requested)}`, { email }, freshAddress());
      const [mail] = await api.outbox(email);
      expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(expected);
    }
  });

  it('issue tokens for the configured URL too', async () => {
    const response = await post(
      '/auth/v1/signup',
      { email: uniqueEmail('iss'), password: 'iss-pass-1' },
      freshAddress(),
      { host: 'evil.example' },
    );
    const token = (response.json() as { access_token: string }).access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iss: string };
    expect(claims.iss).toBe(`${EXTERNAL_URL}/auth/v1`);
  });
});

describe('the outbox answers only to the service role', () => {
  const outbox = (headers: Record<string, string>) => rawRequest(api.url, '/auth/v1/outbox', { headers });

  it('refuses the anon key, a user token and a forged service-role token', async () => {
    const email = await newAccount();
    const userToken = ((await signIn(email, 'right-password', freshAddress())).json() as { access_token: string })
      .access_token;
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-chars'));

    expectAuthError(await outbox({ apikey: ANON_KEY }), 403, 'not_admin', 'User not allowed');
    expectAuthError(await outbox({ apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` }), 403, 'not_admin');
    expectAuthError(await outbox({ apikey: ANON_KEY, authorization: `Bearer ${userToken}` }), 403, 'not_admin');
    expectAuthError(await outbox({ apikey: ANON_KEY, authorization: `Bearer ${forged}` }), 403, 'bad_jwt');
    // The service-role key as apikey doesn't help a request that carries someone else's token.
    expectAuthError(await outbox({ apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${userToken}` }), 403, 'not_admin');
    const none = await outbox({});
    expect(none.status).toBe(401);
    expect(none.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers the service-role key, as apikey or as bearer token', async () => {
    const email = await newAccount();
    await post('/auth/v1/recover', { email }, freshAddress());
    const ways: Record<string, string>[] = [
      { apikey: SERVICE_ROLE_KEY },
      { apikey: ANON_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    ];
    for (const headers of ways) {
      const response = await rawRequest(api.url, `/auth/v1/outbox?email=${encodeURIComponent(email)}`, { headers });
      expect(response.status).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ to: email, token_hash: expect.stringMatching(/^[0-9a-f]{56}$/) }),
      ]);
    }
  });

  it('closes the takeover: recover for the admin, then nothing to read with the anon key', async () => {
    await expectTablesUnchanged(
      api.db,
      async () => {
        const recover = await post('/auth/v1/recover', { email: ADMIN.email }, freshAddress());
        expect(recover.status).toBe(200);
        const read = await rawRequest(api.url, `/auth/v1/outbox?email=${encodeURIComponent(ADMIN.email)}`, {
          headers: { apikey: ANON_KEY },
        });
        expect(read.status).toBe(403);
        expect(read.text).not.toContain('token_hash');
      },
      ['auth.users', 'auth.one_time_tokens'],
    );
  });
});
