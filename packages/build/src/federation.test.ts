import fs from 'node:fs';
import path from 'node:path';
import { browserUsedExports, createSharedConfig, hostProvided } from './federation';

const repo = path.resolve(__dirname, '../../..');
const catalog = {
  react: '19.0.0',
  'react-dom': '19.0.0',
  'react-router-dom': '7.0.0',
  zustand: '5.0.0',
  i18next: '25.0.0',
  'react-i18next': '16.0.0',
  swr: '2.0.0',
};

/** The source folders browser builds bundle: every app's and shared's src, less the server's code and the tests. */
function browserSources(): string[] {
  const apps = ['shell', 'shared', ...fs.readdirSync(repo).filter((dir) => dir.startsWith('mf-'))];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(repo, 'shell/src/server')) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  for (const app of apps) walk(path.join(repo, app, 'src'));
  return files;
}

/** What `code` imports or re-exports from `pkg` by name; `*` for a namespace or default import. */
function namesImportedFrom(code: string, pkg: string): string[] {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const names: string[] = [];
  for (const match of code.matchAll(
    new RegExp(`(?:import|export)\\s+(?:type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g'),
  )) {
    const clause = match[1];
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ') && !/^(import|export)\s+type\b/.test(match[0])) names.push(name);
      }
    }
    if (!braces || /^[\w$]+\s*,|\*/.test(clause.replace(/\{[^}]*\}/, '').trim())) names.push('*');
  }
  return names;
}

describe('shared packages the browser gets a few exports of', () => {
  it('reads named, renamed, type-only and namespace imports', () => {
    const code =
      "import { a, b as c, type T } from 'pkg';\nimport type { U } from 'pkg';\nimport * as all from 'pkg';\nexport { d } from 'pkg';\nimport { e } from 'pkg/sub';";
    expect(namesImportedFrom(code, 'pkg')).toEqual(['a', 'b', '*', 'd']);
  });

  it('are provided by the shell with every export any app imports from them in the browser', () => {
    const missing: string[] = [];
    for (const file of browserSources()) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [pkg, used] of Object.entries(browserUsedExports)) {
        for (const name of namesImportedFrom(code, pkg)) {
          if (!(used as readonly string[]).includes(name))
            missing.push(`${path.relative(repo, file)}: ${name} from ${pkg}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('createSharedConfig', () => {
  it("makes every share part of the shell's production browser entry", () => {
    const shell = createSharedConfig({ production: true, host: true, catalog });
    for (const [key, entry] of Object.entries(shell))
      expect([key, entry.eager, entry.import]).toEqual([key, true, undefined]);
  });

  it("has a remote's production browser build take what the shell provides from it and keep a copy of the rest", () => {
    const remote = createSharedConfig({ production: true, catalog });
    const borrowed = Object.keys(remote).filter((key) => remote[key].import === false);
    expect(borrowed.sort()).toEqual([...hostProvided].sort());
    // Subpaths of a prefix share are taken one by one, at the version of their package.
    expect(remote['react/jsx-runtime']).toMatchObject({
      singleton: true,
      version: '19.0.0',
      requiredVersion: '^19.0.0',
      import: false,
    });
    expect(remote['react/'].import).toBeUndefined();
    expect(remote['@tales/shared/ui/tabs'].import).toBeUndefined();
    expect(Object.values(remote).some((entry) => entry.eager)).toBe(false);
  });

  it('keeps every copy in server and development builds, none of them eager', () => {
    for (const options of [
      { production: true, server: true },
      { production: false },
      { production: false, host: true },
    ]) {
      const config = createSharedConfig({ ...options, catalog });
      for (const entry of Object.values(config)) expect([entry.eager, entry.import]).toEqual([undefined, undefined]);
    }
  });

  it("shares no module of constants, so a remote's page never waits a request for one the shell does not hold", () => {
    for (const options of [{ production: true }, { production: true, host: true }, { production: false }])
      expect(createSharedConfig({ ...options, catalog })['@tales/shared/theme/text-size']).toBeUndefined();
  });

  it('lists as provided by the shell only shares of the config', () => {
    const keys = new Set(Object.keys(createSharedConfig({ catalog })));
    const prefixes = [...keys].filter((key) => key.endsWith('/'));
    expect(hostProvided.filter((key) => !keys.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual(
      [],
    );
  });
});
