/**
 * Records the fingerprint of a database built from Supabase's own SQL (build-real/build.sh --record does this).
 *   pnpm tsx supabase/local/catalog/record.ts <postgres-url> [out.json]
 */
import { writeFile } from 'node:fs/promises';
import { supabaseDir } from '../src/db/paths';
import { connect } from './connect';
import { catalogFingerprint } from './fingerprint';

async function main(): Promise<void> {
  const [url, out = `${supabaseDir()}/local/catalog/supabase-catalog.json`] = process.argv.slice(2);
  if (!url) throw new Error('usage: record.ts <postgres-url> [out.json]');
  const db = await connect(url);
  try {
    await writeFile(out, `${JSON.stringify(await catalogFingerprint(db), null, 2)}\n`);
    console.log(`recorded ${out}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
