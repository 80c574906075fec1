import { localRuntimeConfig } from './local-runtime-config';

const PLACEHOLDER = /replace[\s_-]*me|\bsample\b|example\.(?:com|net|org)\b|\.example\b/i;

describe("the owner's details of a stack on this machine", () => {
  it('are local test values on the local API, every way to give set, none of them a placeholder', () => {
    const config = localRuntimeConfig({});
    expect(config.contactEmail).toBe('hello@tales.local');
    expect(config.donate?.contactEmail).toBe('donations@tales.local');
    expect(config.donate?.tipJar?.service).toMatch(/local test/i);
    expect(config.donate?.tipWidget?.service).toMatch(/local test/i);
    expect(config.donate?.bank?.cbu?.[0]).toEqual({ field: 'accountHolder', value: 'LOCAL TEST ACCOUNT - NOT REAL' });
    expect(config.donate?.bank?.ach?.length).toBeGreaterThan(0);
    expect(config.donate?.crypto).toHaveLength(8);
    expect(JSON.stringify(config.donate)).not.toMatch(PLACEHOLDER);
  });

  it('are none on a hosted Supabase project: its owner sets the real ones', () => {
    const config = localRuntimeConfig({
      SUPABASE_URL: 'https://ref.supabase.co',
      SUPABASE_ANON_KEY: 'sb_publishable_x',
    });
    expect(config.contactEmail).toBeUndefined();
    expect(config.donate).toBeUndefined();
  });
});
