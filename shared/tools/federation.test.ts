import fs from 'node:fs';
import path from 'node:path';
import { browserUsedExports, createSharedConfig } from './federation';

const repo = path.resolve(__dirname, '../..');
const catalog = { react: '19.0.0', 'react-dom': '19.0.0', 'react-router-dom': '7.0.0', zustand: '5.0.0', i18next: '25.0.0', 'react-i18next': '16.0.0', swr: '2.0.0' };

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
  for (const match of code.matchAll(new RegExp(`(?:import|export)\\s+(?:type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g'))) {
    const clause = match[1];
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ') && !/^(import|export)\s+type\b/.test(match[0])) names.push(name);
      }
    }
    if (!braces || /^[\w$]+\s*,|\*/.test(clause.replace(/\{[^}]*\}/, '').trim())) names.push('*');
  }
  return names;
}

describe('shared packages the browser gets a few exports of', () => {
  it('reads named, renamed, type-only and namespace imports', () => {
    const code = "import { a, b as c, type T } from 'pkg';\nimport type { U } from 'pkg';\nimport * as all from 'pkg';\nexport { d } from 'pkg';\nimport { e } from 'pkg/sub';";
    expect(namesImportedFrom(code, 'pkg')).toEqual(['a', 'b', '*', 'd']);
  });

  it('are provided by the shell with every export any app imports from them in the browser', () => {
    const missing: string[] = [];
    for (const file of browserSources()) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [pkg, used] of Object.entries(browserUsedExports)) {
        for (const name of namesImportedFrom(code, pkg)) {
          if (!(used as readonly string[]).includes(name)) missing.push(`${path.relative(repo, file)}: ${name} from ${pkg}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('createSharedConfig', () => {
  it('makes every share part of the shell\'s production browser entry', () => {
    const shell = createSharedConfig({ production: true, host: true, catalog });
    for (const [key, entry] of Object.entries(shell)) expect([key, entry.eager]).toEqual([key, true]);
  });

  it('has no share eager in the remotes\' production browser builds, in server and in development builds', () => {
    for (const options of [{ production: true }, { production: true, server: true }, { production: false }, { production: false, host: true }]) {
      const config = createSharedConfig({ ...options, catalog });
      for (const entry of Object.values(config)) expect(entry.eager).toBeUndefined();
    }
  });
});
