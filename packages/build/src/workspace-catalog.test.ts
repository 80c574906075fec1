import fs from 'node:fs';
import path from 'node:path';
import { parseCatalog, readCatalog } from './workspace-catalog';

const repo = path.resolve(__dirname, '../../..');

describe('the workspace catalog', () => {
  it('reads names and versions, quoted or not, and stops at the next top-level key', () => {
    const yaml = [
      "packages:\n  - shared\ncatalog:\n  '@scope/pkg': 1.2.3\n  react: \"19.3.1\"  # pinned\n  eslint: ^10.0.0\n\noverrides:\n  'a>b': 'catalog:'\n",
    ].join('');
    expect(parseCatalog(yaml)).toEqual({ '@scope/pkg': '1.2.3', react: '19.3.1', eslint: '^10.0.0' });
  });

  it('gives packages released together one version through an anchor', () => {
    expect(parseCatalog("catalog:\n  '@mf/enhanced': &mf 2.9.2\n  '@mf/sdk': *mf\n")).toEqual({
      '@mf/enhanced': '2.9.2',
      '@mf/sdk': '2.9.2',
    });
  });

  it('refuses a catalog line it cannot read, or an alias with no anchor', () => {
    expect(() => parseCatalog('catalog:\n  react\n')).toThrow('pnpm-workspace.yaml catalog: cannot read "react"');
    expect(() => parseCatalog("catalog:\n  '@mf/sdk': *mf\n")).toThrow(
      'pnpm-workspace.yaml catalog: no anchor &mf before "\'@mf/sdk\': *mf"',
    );
  });

  it('is where every package.json of the workspace takes its third-party versions from', () => {
    const catalog = readCatalog();
    const manifests = [
      '.',
      'shared',
      'shell',
      'mf-reader',
      'mf-calendar',
      'mf-donate',
      'mf-auth',
      'mf-admin',
      'supabase/local',
      'e2e',
      'packages/catalog',
    ];
    const pinnedElsewhere: string[] = [];
    for (const dir of manifests) {
      const manifest = JSON.parse(fs.readFileSync(path.join(repo, dir, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        if (range.startsWith('workspace:')) continue;
        if (range !== 'catalog:' || !(name in catalog)) pinnedElsewhere.push(`${dir}: ${name}@${range}`);
      }
    }
    expect(pinnedElsewhere).toEqual([]);
  });

  it('keeps the retry plugin on the Module Federation runtime the rest of the build uses', () => {
    // pnpm links each package's own dependencies beside it: <store>/node_modules/@module-federation/{plugin,sdk}.
    const installed = (pkg: string) => fs.realpathSync(path.join(repo, 'shell/node_modules', pkg));
    const sdk = (besides: string) =>
      (JSON.parse(fs.readFileSync(path.join(besides, '../sdk/package.json'), 'utf8')) as { version: string }).version;
    const retryPlugin = installed('@module-federation/retry-plugin');
    const enhanced = installed('@module-federation/enhanced');
    expect(sdk(retryPlugin)).toBe(readCatalog()['@module-federation/enhanced']);
    expect(sdk(enhanced)).toBe(readCatalog()['@module-federation/enhanced']);
  });
});
