/**
 * Compares a database's catalog with the recorded fingerprint of the one Supabase builds.
 *   pnpm tsx supabase/local/catalog/diff.ts <postgres-url> [--only auth,storage] [--ignore <path>]... [--json]
 * --only   compare just these schemas' objects (roles, database and extensions are then left out)
 * --ignore leave out differences under a path as printed, e.g. --ignore roles/postgres/superuser
 * Prints one line per difference (missing, extra, changed) and exits 1 when there is any.
 */
import { readFile } from 'node:fs/promises';
import { compareFingerprints, formatDifferences, restrictToSchemas } from './compare';
import { supabaseDir } from '../src/db/paths';
import { connect } from './connect';
import { catalogFingerprint, type CatalogFingerprint } from './fingerprint';

function parseArgs(argv: string[]): { url: string; only?: string[]; ignore: string[]; json: boolean } {
  let url: string | undefined;
  let only: string[] | undefined;
  const ignore: string[] = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--ignore') ignore.push(argv[++i] ?? '');
    else if (arg === '--json') json = true;
    else if (!url && !arg.startsWith('--')) url = arg;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (!url) throw new Error('usage: diff.ts <postgres-url> [--only schema,…] [--ignore path]… [--json]');
  return { url, only, ignore, json };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const recorded = JSON.parse(
    await readFile(`${supabaseDir()}/local/catalog/supabase-catalog.json`, 'utf8'),
  ) as CatalogFingerprint;
  const db = await connect(args.url);
  let actual: CatalogFingerprint;
  try {
    actual = await catalogFingerprint(db, { onlySchemas: args.only });
  } finally {
    await db.close();
  }
  const [expected, got] = args.only
    ? [restrictToSchemas(recorded, args.only), restrictToSchemas(actual, args.only)]
    : [recorded, actual];
  const differences = compareFingerprints(expected as CatalogFingerprint, got as CatalogFingerprint, args.ignore);
  if (args.json) console.log(JSON.stringify(differences, null, 2));
  else if (differences.length === 0) console.log('no differences from the recorded Supabase catalog');
  else
    console.log(
      `${formatDifferences(differences)}\n\n${differences.length} difference(s) from the recorded Supabase catalog`,
    );
  process.exitCode = differences.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
