// The versions the workspace's pnpm catalog (pnpm-workspace.yaml, `catalog:`) pins: the one place every
// package.json takes its third-party versions from, and so the versions the federation config shares.
import fs from 'node:fs';
import path from 'node:path';

const workspaceFile = path.resolve(__dirname, '../../pnpm-workspace.yaml');

const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The `catalog:` map of a pnpm-workspace.yaml: one `name: version` per indented line. */
export function parseCatalog(yaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inCatalog = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inCatalog = /^catalog:\s*(#.*)?$/.test(line);
      continue;
    }
    const entry = line.replace(/\s+#.*$/, '');
    if (!inCatalog || entry.trim() === '') continue;
    const separator = entry.search(/:\s/);
    if (separator < 0) throw new Error(`pnpm-workspace.yaml catalog: cannot read "${line.trim()}"`);
    catalog[unquote(entry.slice(0, separator))] = unquote(entry.slice(separator + 1));
  }
  return catalog;
}

export function readCatalog(file = workspaceFile): Record<string, string> {
  return parseCatalog(fs.readFileSync(file, 'utf8'));
}
