// Which jest test files use a database, and so run a second time on PostgreSQL. A test file uses the
// database when it imports, itself or through its own helper modules (relative, or a workspace package's
// entry such as @tales/supabase-local/testing), one of the helpers below: they open
// PostgreSQL when TEST_DATABASE_URL is set and PGlite otherwise. Pure tests (the REST query parser, the seed
// file checks, UI components, this runner) import neither and are not re-run. A new database test needs no
// listing: it uses one of these helpers and is found.
import fs from 'node:fs';
import path from 'node:path';

export const databaseHelpers = [
  'supabase/local/test/support/test-database.ts',
  'supabase/local/test/support/api-server.ts',
];

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
// Relative and workspace-package (@tales/…) module specifiers of import/export…from, bare imports, import()
// and require(); `import type` brings in no code and is left out.
const specifier = `((?:\\.{1,2}|@tales)\\/[^'"]+)`;
const importPattern = new RegExp(
  `(?:^|[;\\s])(import|export)(\\s+type)?\\s[^'";]*?from\\s*['"]${specifier}['"]|(?:^|[;\\s])import\\s*['"]${specifier}['"]|\\b(?:import|require)\\(\\s*['"]${specifier}['"]\\s*\\)`,
  'g',
);

export function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    if (match[2]) continue;
    const specifier = match[3] ?? match[4] ?? match[5];
    if (specifier) found.push(specifier);
  }
  return found;
}

function resolveModule(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('@tales/')) {
    try {
      // The package's own exports map, through the link pnpm made for the importing package.
      return require.resolve(specifier, { paths: [path.dirname(fromFile)] });
    } catch {
      return undefined; // a @tales/shared entry the jest config maps: pure browser code, no database
    }
  }
  const base = path.resolve(path.dirname(fromFile), specifier);
  return extensions
    .map((ext) => base + ext)
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Whether `file` reaches one of the database helpers through relative imports. */
export function usesDatabase(file: string, helpers: string[], seen = new Set<string>()): boolean {
  if (helpers.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  return relativeImports(source).some((specifier) => {
    const target = resolveModule(file, specifier);
    return (
      target !== undefined &&
      !target.includes(`${path.sep}node_modules${path.sep}`) &&
      usesDatabase(target, helpers, seen)
    );
  });
}

/** The test files (absolute paths) among `testFiles` that use a database. */
export function databaseTests(testFiles: string[], repo: string, helpers: string[] = databaseHelpers): string[] {
  const absoluteHelpers = helpers.map((helper) => path.join(repo, helper));
  const missing = absoluteHelpers.filter((helper) => !fs.existsSync(helper));
  if (missing.length)
    throw new Error(
      `database test helpers not found: ${missing.join(', ')} (update databaseHelpers in tools/test-runner/database-tests.ts)`,
    );
  return testFiles.filter((file) => usesDatabase(file, absoluteHelpers));
}
