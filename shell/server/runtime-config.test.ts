import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import type { LiveRemotes } from './live-releases';
import { readerRuntimeConfig, runtimeConfigFile, updateRuntimeConfigFile, watchedOverlay } from './runtime-config';

const base = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: { reader: 'http://127.0.0.1:3001/mf-manifest.json', donate: 'http://127.0.0.1:3003/mf-manifest.json' },
};

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
  file = path.join(dir, 'runtime-config.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the file with a distinct modification time, as a later edit would have. */
function write(content: string, secondsLater: number): void {
  fs.writeFileSync(file, content);
  const t = new Date(Date.now() + secondsLater * 1000);
  fs.utimesSync(file, t, t);
}

describe('runtimeConfigFile', () => {
  it('defaults to the data folder and follows TALES_DATA_DIR and TALES_RUNTIME_CONFIG', () => {
    expect(runtimeConfigFile('/repo', {})).toBe('/repo/.data/runtime-config.json');
    expect(runtimeConfigFile('/repo', { TALES_DATA_DIR: '.data/e2e-4000' })).toBe(
      '/repo/.data/e2e-4000/runtime-config.json',
    );
    expect(runtimeConfigFile('/repo', { TALES_RUNTIME_CONFIG: '/etc/tales.json', TALES_DATA_DIR: 'x' })).toBe(
      '/etc/tales.json',
    );
  });
});

/** A server's config with the file and no live releases in the registry. */
const watchedRuntimeConfig = (config: RuntimeConfig, at: string, warn?: (message: string) => void) =>
  readerRuntimeConfig(config, watchedOverlay(at, warn), () => ({}));

describe('the file overlay', () => {
  it('answers the environment alone while there is no file', () => {
    expect(watchedRuntimeConfig(base, file)()).toEqual(base);
  });

  it('overlays the file and picks up a later change without a restart', () => {
    const get = watchedRuntimeConfig(base, file);
    write(JSON.stringify({ remotes: { donate: 'http://127.0.0.1:3103/v2/mf-manifest.json' } }), 1);
    expect(get()).toEqual({
      ...base,
      remotes: { ...base.remotes, donate: 'http://127.0.0.1:3103/v2/mf-manifest.json' },
    });
    write(JSON.stringify({ supabaseUrl: 'https://ref.supabase.co' }), 2);
    expect(get()).toEqual({ ...base, supabaseUrl: 'https://ref.supabase.co' });
    fs.rmSync(file);
    expect(get()).toEqual(base);
  });

  it('keeps the last good config when the file is broken, and says so', () => {
    const warn = jest.fn();
    const get = watchedRuntimeConfig(base, file, warn);
    write(JSON.stringify({ supabaseAnonKey: 'other' }), 1);
    expect(get().supabaseAnonKey).toBe('other');
    write('{ "supabaseAnonKey": ', 2);
    expect(get().supabaseAnonKey).toBe('other');
    write(JSON.stringify({ remotes: { reader: 42 } }), 3);
    expect(get().supabaseAnonKey).toBe('other');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("the owner's details in the file", () => {
  const local = {
    ...base,
    contactEmail: 'hello@tales.local',
    donate: {
      crypto: [{ network: 'bitcoin' as const, address: 'LOCAL-TEST' }],
      tipJar: { service: 'Jar', url: 'https://jar.tales.invalid' },
    },
  };

  it("take the environment's place whole: a way to give the file leaves out is not shown", () => {
    const get = watchedRuntimeConfig(local, file);
    const donate = { contactEmail: 'give@tales.test', bank: { ach: [{ field: 'accountNumber', value: '1234' }] } };
    write(JSON.stringify({ contactEmail: 'owner@tales.test', donate }), 1);
    expect(get()).toEqual({ ...local, contactEmail: 'owner@tales.test', donate });
    write(JSON.stringify({ donate: {} }), 2);
    expect(get().donate).toEqual({});
    expect(get().contactEmail).toBe('hello@tales.local');
  });

  it('that do not check keep the last good config, and the warning says what to fix', () => {
    const warn = jest.fn();
    const get = watchedRuntimeConfig(local, file, warn);
    const donate = { crypto: [{ network: 'solana', address: 'So1ana' }] };
    write(JSON.stringify({ donate }), 1);
    expect(get().donate).toEqual(donate);
    write(JSON.stringify({ donate: { crypto: [{ network: 'dogecoin', address: 'D1' }] } }), 2);
    expect(get().donate).toEqual(donate);
    write(JSON.stringify({ contactEmail: 'donations@example.com' }), 3);
    expect(get().contactEmail).toBe('hello@tales.local');
    expect(warn.mock.calls.map(([message]) => String(message).replace(`${file}: `, ''))).toEqual([
      'donate.crypto[0].network must be one of bitcoin, tron, ethereum, bsc, polygon, arbitrum, optimism, solana; keeping the previous runtime config',
      'contactEmail looks like a placeholder ("donations@example.com"): put the real value or leave it out; keeping the previous runtime config',
    ]);
  });
});

describe('updateRuntimeConfigFile', () => {
  it('merges into the file, remote by remote, and the watcher sees it', () => {
    const get = watchedRuntimeConfig(base, file);
    updateRuntimeConfigFile(file, { remotes: { donate: 'http://a/mf-manifest.json' } });
    updateRuntimeConfigFile(file, { remotes: { reader: 'http://b/mf-manifest.json' } });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      remotes: { donate: 'http://a/mf-manifest.json', reader: 'http://b/mf-manifest.json' },
    });
    expect(get().remotes).toEqual({ donate: 'http://a/mf-manifest.json', reader: 'http://b/mf-manifest.json' });
    expect(fs.readdirSync(dir)).toEqual(['runtime-config.json']);
  });
});

describe('updateRuntimeConfigFile on a file the checks refuse', () => {
  it("keeps the owner's edit in progress: the new remote is merged in, nothing else is lost", () => {
    const owner = { contactEmail: 'owner@tales.test', donate: { crypto: [{ network: 'dogecoin', address: 'D1' }] } };
    fs.writeFileSync(file, JSON.stringify(owner));
    updateRuntimeConfigFile(file, { remotes: { donate: 'http://a/mf-manifest.json' } });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      ...owner,
      remotes: { donate: 'http://a/mf-manifest.json' },
    });
  });
});

describe('readerRuntimeConfig', () => {
  const live: LiveRemotes = {
    donate: {
      stable: 'https://cdn.test/donate/v1/mf-manifest.json',
      canary: { manifest: 'https://cdn.test/donate/v2/mf-manifest.json', share: 10 },
    },
  };

  it("gives readers below the canary's share the canary, the others and readers without a number the stable", () => {
    const get = readerRuntimeConfig(
      base,
      () => ({}),
      () => live,
    );
    expect(get(0).remotes.donate).toBe('https://cdn.test/donate/v2/mf-manifest.json');
    expect(get(9).remotes.donate).toBe('https://cdn.test/donate/v2/mf-manifest.json');
    expect(get(10).remotes.donate).toBe('https://cdn.test/donate/v1/mf-manifest.json');
    expect(get(99).remotes.donate).toBe('https://cdn.test/donate/v1/mf-manifest.json');
    expect(get().remotes.donate).toBe('https://cdn.test/donate/v1/mf-manifest.json');
    // A remote the registry does not hold keeps the environment's URL.
    expect(get(0).remotes.reader).toBe(base.remotes.reader);
  });

  it('lets the local file override the registry', () => {
    write(JSON.stringify({ remotes: { donate: 'http://127.0.0.1:3103/local/mf-manifest.json' } }), 1);
    const get = readerRuntimeConfig(base, watchedOverlay(file), () => live);
    expect(get(0).remotes.donate).toBe('http://127.0.0.1:3103/local/mf-manifest.json');
  });
});
