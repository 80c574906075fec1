// The running shell server answers /runtime-config.json from its own settings: the environment it was started
// with, overlaid by an optional JSON file that it re-reads whenever the file changes. Nothing is written into a
// build folder, so two stacks on one checkout never disturb each other, and a change (a remote shipped to a new
// URL, another Supabase project) needs no restart.
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import type { RemoteKey } from '@tales/shared/federation';

/** What the config file may set: any top-level field, and any subset of the remotes. */
export type RuntimeConfigOverlay = Partial<Omit<RuntimeConfig, 'remotes'>> & {
  remotes?: Partial<Record<RemoteKey, string>>;
};

/** `<repo>/.data/runtime-config.json` by default; `TALES_RUNTIME_CONFIG` names another file. */
export function runtimeConfigFile(repo: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    repo,
    env.TALES_RUNTIME_CONFIG ?? path.join(env.TALES_DATA_DIR ?? '.data', 'runtime-config.json'),
  );
}

export function overlay(base: RuntimeConfig, extra: RuntimeConfigOverlay): RuntimeConfig {
  return { ...base, ...extra, remotes: { ...base.remotes, ...extra.remotes } };
}

function isOverlay(value: unknown): value is RuntimeConfigOverlay {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const stringOrMissing = (x: unknown) => x === undefined || typeof x === 'string';
  const remotesOk =
    v.remotes === undefined ||
    (typeof v.remotes === 'object' &&
      v.remotes !== null &&
      Object.values(v.remotes).every((u) => typeof u === 'string'));
  return (
    stringOrMissing(v.supabaseUrl) && stringOrMissing(v.supabaseAnonKey) && stringOrMissing(v.siteUrl) && remotesOk
  );
}

/**
 * A getter for the current config. The file is stat'ed on each call and parsed again only when its modification
 * time or size changed; a missing file means the base alone, and a file that does not parse keeps the last good
 * config (with one warning), so a half-written edit never breaks the running site.
 */
export function watchedRuntimeConfig(
  base: RuntimeConfig,
  file: string,
  warn: (message: string) => void = console.warn,
): () => RuntimeConfig {
  let stamp = '';
  let current = base;
  return () => {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file);
    } catch {
      stat = undefined;
    }
    const next = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (next === stamp) return current;
    stamp = next;
    if (!stat) return (current = base);
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!isOverlay(parsed))
        throw new Error('expected { supabaseUrl?, supabaseAnonKey?, siteUrl?, remotes?: { key: url } }');
      current = overlay(base, parsed);
    } catch (error) {
      warn(`${file}: ${error instanceof Error ? error.message : String(error)}; keeping the previous runtime config`);
    }
    return current;
  };
}

/** Merges `extra` into the file (creating it), written atomically so the server never reads half a file. */
export function updateRuntimeConfigFile(file: string, extra: RuntimeConfigOverlay): RuntimeConfigOverlay {
  let existing: RuntimeConfigOverlay = {};
  if (fs.existsSync(file)) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isOverlay(parsed)) existing = parsed;
  }
  const next: RuntimeConfigOverlay = { ...existing, ...extra, remotes: { ...existing.remotes, ...extra.remotes } };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(tmp, file);
  return next;
}
