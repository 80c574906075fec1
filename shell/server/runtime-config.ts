// The running shell server answers /runtime-config.json from its own settings: the environment it was started
// with, the live releases of the remotes in the release registry, and an optional JSON file (a local override)
// that it re-reads whenever the file changes. Nothing is written into a
// build folder, so two stacks on one checkout never disturb each other, and a change (a remote shipped to a new
// URL, another Supabase project) needs no restart.
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import type { RemoteKey } from '@tales/shared/federation';
import { contactEmailProblems, donateProblems } from './owner-details';
import type { LiveRemotes } from './live-releases';
import { manifestsFor } from './release-choice';

/**
 * What the config file may set: any top-level field, and any subset of the remotes. `donate` is taken whole: the
 * file's donation details replace the environment's, so a way to give left out of the file is not shown.
 */
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

/** What is wrong with a parsed overlay file; nothing for a good one. */
export function overlayProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['expected a JSON object'];
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of ['supabaseUrl', 'supabaseAnonKey', 'siteUrl'])
    if (v[key] !== undefined && typeof v[key] !== 'string') problems.push(`${key} must be a string`);
  if (
    v.remotes !== undefined &&
    !(
      typeof v.remotes === 'object' &&
      v.remotes !== null &&
      Object.values(v.remotes).every((u) => typeof u === 'string')
    )
  )
    problems.push('remotes must be { key: url }');
  return [...problems, ...contactEmailProblems(v.contactEmail), ...donateProblems(v.donate)];
}

/**
 * A getter for the overlay file's settings. The file is stat'ed on each call and parsed again only when its
 * modification time or size changed; a missing file means none, and a file that does not parse, or holds a value
 * the checks refuse, keeps the last good settings (with one warning naming each problem), so a half-written edit
 * never breaks the running site.
 */
export function watchedOverlay(
  file: string,
  warn: (message: string) => void = console.warn,
): () => RuntimeConfigOverlay {
  let stamp = '';
  let current: RuntimeConfigOverlay = {};
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
    if (!stat) return (current = {});
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const problems = overlayProblems(parsed);
      if (problems.length) throw new Error(problems.join('; '));
      current = parsed as RuntimeConfigOverlay;
    } catch (error) {
      warn(`${file}: ${error instanceof Error ? error.message : String(error)}; keeping the previous runtime config`);
    }
    return current;
  };
}

/**
 * Each reader's config: the environment's, then the release registry's live releases (the reader's canary or each
 * remote's stable release, by their release number), then the local override file, which wins.
 */
export function readerRuntimeConfig(
  base: RuntimeConfig,
  fileOverlay: () => RuntimeConfigOverlay,
  live: () => LiveRemotes,
): (bucket?: number) => RuntimeConfig {
  return (bucket) => overlay(overlay(base, { remotes: manifestsFor(live(), bucket) }), fileOverlay());
}

/**
 * Merges `extra` into the file (creating it), written atomically so the server never reads half a file. A file the
 * checks refuse keeps what it holds (an owner's edit in progress is not lost; the server goes on refusing it until
 * it is fixed); one that is not JSON is not overwritten: this throws.
 */
export function updateRuntimeConfigFile(file: string, extra: RuntimeConfigOverlay): RuntimeConfigOverlay {
  let existing: RuntimeConfigOverlay = {};
  if (fs.existsSync(file)) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      existing = parsed as RuntimeConfigOverlay;
  }
  const next: RuntimeConfigOverlay = { ...existing, ...extra, remotes: { ...existing.remotes, ...extra.remotes } };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(tmp, file);
  return next;
}
