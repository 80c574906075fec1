import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest directory above the working directory holding pnpm-workspace.yaml.
 * Found from the working directory (not import.meta) so the same code runs under tsx (ESM) and jest (CJS).
 */
export function repoRoot(start: string = process.cwd()): string {
  if (process.env.TALES_REPO_ROOT) return process.env.TALES_REPO_ROOT;
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) && existsSync(path.join(dir, 'supabase'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Tales repository root above ${start} (set TALES_REPO_ROOT)`);
    dir = parent;
  }
}

export function supabaseDir(): string {
  return path.join(repoRoot(), 'supabase');
}

export const paths = {
  migrations: (): string => path.join(supabaseDir(), 'migrations'),
  seed: (): string => path.join(supabaseDir(), 'seed.sql'),
  /** The database Supabase builds before a project's first migration, in files run in name order. */
  bootstrap: (): string => path.join(supabaseDir(), 'local', 'sql', 'supabase'),
  defaultPgliteDir: (): string => path.join(repoRoot(), '.data', 'pglite'),
};
