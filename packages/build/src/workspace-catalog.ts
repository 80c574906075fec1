// The versions the workspace's pnpm catalog (pnpm-workspace.yaml, `catalog:`) pins: the one place every
// package.json takes its third-party versions from, and so the versions the federation config shares.
import fs from 'node:fs';
import path from 'node:path';

const workspaceFile = path.resolve(__dirname, '../../../pnpm-workspace.yaml');

const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The `catalog:` map of a pnpm-workspace.yaml: one `name: version` per indented line, where a version may
 * define an anchor (`&name 1.2.3`) or repeat one (`*name`) so packages released together share one number. */
export function parseCatalog(yaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  const anchors = new Map<string, string>();
  const valueOf = (raw: string, line: string): string => {
    const alias = /^\*([\w-]+)$/.exec(raw);
    if (alias) {
      const value = anchors.get(alias[1]);
      if (value === undefined)
        throw new Error(`pnpm-workspace.yaml catalog: no anchor &${alias[1]} before "${line.trim()}"`);
      return value;
    }
    const anchor = /^&([\w-]+)\s+(.+)$/.exec(raw);
    if (!anchor) return unquote(raw);
    anchors.set(anchor[1], unquote(anchor[2]));
    return unquote(anchor[2]);
  };
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
    catalog[unquote(entry.slice(0, separator))] = valueOf(entry.slice(separator + 1).trim(), line);
  }
  return catalog;
}

export function readCatalog(file = workspaceFile): Record<string, string> {
  return parseCatalog(fs.readFileSync(file, 'utf8'));
}
