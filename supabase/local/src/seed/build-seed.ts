/**
 * Validates every story in supabase/seed/stories/ and writes supabase/seed.sql.
 *   pnpm --filter @tales/supabase-local seed:build [-- --stories <dir> --out <file>]
 * Invalid files are reported and left out; the exit code is 1 when any file was invalid.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { supabaseDir } from '../db/paths';
import { loadStories } from './load-stories';
import { renderSeedSql } from './seed-sql';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const storiesDir = path.resolve(argument('--stories') ?? path.join(supabaseDir(), 'seed', 'stories'));
  const out = path.resolve(argument('--out') ?? path.join(supabaseDir(), 'seed.sql'));
  const { stories, errors } = await loadStories(storiesDir);
  for (const error of errors) console.error(`invalid: ${error}`);
  await writeFile(out, renderSeedSql(stories), 'utf8');
  console.log(`wrote ${path.relative(process.cwd(), out) || out}: ${stories.length} stories from ${storiesDir}`);
  if (errors.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
