// Translations are written per area (shell/locales/{lng}/{area}.json, so each team edits its own file)
// and merged into the one `common` namespace the site loads: /locales/{lng}/common.json (SPEC §1).
import fs from 'node:fs';
import path from 'node:path';

export const localesDir = path.resolve(__dirname, '../../shell/locales');
const outputDir = path.resolve(__dirname, '../../shell/public/locales');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

/** The merged `common` namespace of one language; a key defined by two area files is an error. */
export function readLocale(lng: string): Tree {
  const dir = path.join(localesDir, lng);
  const merged: Tree = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const area = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
    for (const [key, value] of Object.entries(area)) {
      if (key in merged) throw new Error(`locales/${lng}: key "${key}" is defined twice (second time in ${file})`);
      merged[key] = value;
    }
  }
  return merged;
}

export function localeLanguages(): string[] {
  return fs.readdirSync(localesDir).filter((d) => fs.statSync(path.join(localesDir, d)).isDirectory());
}

/** Every leaf key path (`donate.crypto.copy`, `terms.sections.3.items.2`). */
export function keyPaths(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

export function writeLocales(): void {
  for (const lng of localeLanguages()) {
    const dir = path.join(outputDir, lng);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'common.json'), JSON.stringify(readLocale(lng)));
  }
}

if (require.main === module) {
  writeLocales();
  console.log(`locales written to ${path.relative(process.cwd(), outputDir)}`);
}
