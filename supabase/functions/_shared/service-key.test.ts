/** @jest-environment node */
import { chooseServiceKey, serviceKeyHeaders, ServiceKeyError } from './service-key.ts';

const SECRET = 'sb_secret_default0000';
const LEGACY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.sig';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceKeyError) return error.code;
    throw error;
  }
  return undefined;
}

describe('chooseServiceKey', () => {
  it('takes the default secret key over the legacy key', () => {
    const secretKeys = JSON.stringify({ ci: 'sb_secret_ci0000', default: SECRET });
    expect(chooseServiceKey({ secretKeys, serviceRoleKey: LEGACY })).toEqual({ kind: 'secret', key: SECRET });
  });

  it('takes the first secret key when none is named default', () => {
    const secretKeys = JSON.stringify({ backend: 'sb_secret_first', other: 'sb_secret_second' });
    expect(chooseServiceKey({ secretKeys })).toEqual({ kind: 'secret', key: 'sb_secret_first' });
  });

  it('skips empty and non-string entries', () => {
    const secretKeys = JSON.stringify({ default: '', broken: 42, backend: '  sb_secret_backend ' });
    expect(chooseServiceKey({ secretKeys, serviceRoleKey: LEGACY })).toEqual({
      kind: 'secret',
      key: 'sb_secret_backend',
    });
  });

  it.each([
    ['no SUPABASE_SECRET_KEYS', undefined],
    ['an empty SUPABASE_SECRET_KEYS', ''],
    ['an empty object', '{}'],
    ['only empty keys', '{"default":""}'],
  ])('falls back to the legacy key with %s', (_label, secretKeys) => {
    expect(chooseServiceKey({ secretKeys, serviceRoleKey: LEGACY })).toEqual({ kind: 'legacy', key: LEGACY });
  });

  it.each([
    ['nothing set', {}],
    ['empty values', { secretKeys: '', serviceRoleKey: '' }],
    ['an empty object and no legacy key', { secretKeys: '{}', serviceRoleKey: '  ' }],
  ])('refuses with service_key_missing when there is %s', (_label, env) => {
    expect(codeOf(() => chooseServiceKey(env))).toBe('service_key_missing');
  });

  it.each([
    ['not JSON', 'sb_secret_plain'],
    ['a JSON array', '["sb_secret_a"]'],
    ['a JSON string', '"sb_secret_a"'],
  ])('refuses SUPABASE_SECRET_KEYS that is %s, even with a legacy key beside it', (_label, secretKeys) => {
    expect(codeOf(() => chooseServiceKey({ secretKeys, serviceRoleKey: LEGACY }))).toBe('secret_keys_malformed');
  });
});

describe('serviceKeyHeaders', () => {
  it('sends a secret key as apikey only, never as a Bearer token', () => {
    expect(serviceKeyHeaders({ kind: 'secret', key: SECRET })).toEqual({ apikey: SECRET });
  });

  it('sends the legacy key as apikey and Bearer token', () => {
    expect(serviceKeyHeaders({ kind: 'legacy', key: LEGACY })).toEqual({
      apikey: LEGACY,
      authorization: `Bearer ${LEGACY}`,
    });
  });
});
