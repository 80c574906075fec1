import fs from 'node:fs';
import path from 'node:path';
import { federationRuntimeAliases } from './aliases';
import * as descriptions from './error-descriptions';
import * as ours from './snapshot-handler';

const aliases = federationRuntimeAliases();
const isEsm = (file: string) =>
  /^\s*(import|export)\s/m.test(fs.readFileSync(file, 'utf8')) && !/\brequire\(/.test(fs.readFileSync(file, 'utf8'));

describe('the federation runtime a browser build bundles', () => {
  it('takes every package of the runtime from its ES module build, by name and by the CommonJS path the rspack plugin writes', () => {
    const names = Object.keys(aliases)
      .filter((key) => key.endsWith('$'))
      .map((key) => key.slice(0, -1));
    expect(names.sort()).toEqual(
      [
        '@module-federation/error-codes',
        '@module-federation/inject-external-runtime-core-plugin',
        '@module-federation/runtime',
        '@module-federation/runtime-core',
        '@module-federation/runtime-tools',
        '@module-federation/sdk',
        '@module-federation/webpack-bundler-runtime',
      ].sort(),
    );
    for (const name of names) {
      const esm = aliases[`${name}$`];
      expect(isEsm(esm)).toBe(true);
      const cjs = Object.keys(aliases).find((key) => key.endsWith('.cjs') && aliases[key] === esm);
      expect(cjs && fs.existsSync(cjs)).toBe(true);
    }
  });

  it("replaces the runtime's snapshot handler with one exporting the same names", () => {
    const replaced = Object.keys(aliases).find(
      (key) => aliases[key] === path.join(__dirname, 'snapshot-handler.ts'),
    ) as string;
    expect(replaced).toMatch(/runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/);
    const exported = /^export \{([^}]*)\}/m
      .exec(fs.readFileSync(replaced, 'utf8'))?.[1]
      .split(',')
      .map((name) => name.trim());
    expect(Object.keys(ours).sort()).toEqual(exported?.sort());
  });
});

describe("the runtime's error descriptions", () => {
  const replaced = Object.keys(aliases).find(
    (key) => aliases[key] === path.join(__dirname, 'error-descriptions.ts'),
  ) as string;

  it('are replaced by ours, exporting the same names', () => {
    expect(replaced).toMatch(/error-codes[\\/]dist[\\/]desc\.mjs$/);
    const exported = /^export \{([^}]*)\}/m
      .exec(fs.readFileSync(replaced, 'utf8'))?.[1]
      .split(',')
      .map((name) => name.trim());
    expect(Object.keys(descriptions).sort()).toEqual(exported?.sort());
  });

  it('describe every code the runtime has, so no message reads "undefined"', () => {
    const codesFile = path.join(path.dirname(replaced), 'error-codes.mjs');
    const codes = [...fs.readFileSync(codesFile, 'utf8').matchAll(/= "([A-Z]+-\d{3})"/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(10);
    expect(Object.keys(descriptions.errorDescMap).sort()).toEqual(codes.sort());
    expect(Object.keys(descriptions.runtimeDescMap).every((code) => code.startsWith('RUNTIME-'))).toBe(true);
  });
});

describe('the snapshot handler without snapshots', () => {
  it('lets plugins register and leave, keeps a manifest cache a removed remote is dropped from', () => {
    const handler = new ours.SnapshotHandler();
    handler.hooks.applyPlugin({ name: 'retry' });
    expect(Object.keys(handler.hooks.registerPlugins)).toEqual(['retry']);
    handler.hooks.removePlugin('retry');
    expect(handler.hooks.registerPlugins).toEqual({});
    handler.manifestCache.set('http://remote/mf-manifest.json', {});
    expect(handler.manifestCache.delete('http://remote/mf-manifest.json')).toBe(true);
  });

  it('finds no stored snapshot of a remote, and says why a snapshot cannot be loaded', async () => {
    const handler = new ours.SnapshotHandler();
    expect(handler.getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
    await expect(handler.loadRemoteSnapshotInfo()).rejects.toThrow(
      'Module Federation snapshots are left out of this build (disableSnapshot): preloadRemote is not available',
    );
  });
});
