/** Compares two catalog fingerprints object by object, for people to read and for tests to assert on. */
import type { CatalogFingerprint } from './fingerprint';

export interface Difference {
  kind: 'missing' | 'extra' | 'changed';
  /** Path into the fingerprint, e.g. 'relations/auth.users/columns/id/type'. */
  path: string;
  expected?: unknown;
  actual?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function walk(expected: unknown, actual: unknown, path: string[], out: Difference[]): void {
  if (isRecord(expected) && isRecord(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const next = [...path, key];
      if (!(key in actual)) out.push({ kind: 'missing', path: next.join('/'), expected: expected[key] });
      else if (!(key in expected)) out.push({ kind: 'extra', path: next.join('/'), actual: actual[key] });
      else walk(expected[key], actual[key], next, out);
    }
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    out.push({ kind: 'changed', path: path.join('/'), expected, actual });
}

/** Differences of `actual` from `expected`, sorted by path; `ignore` drops any whose path starts with one of them. */
export function compareFingerprints(
  expected: CatalogFingerprint,
  actual: CatalogFingerprint,
  ignore: readonly string[] = [],
): Difference[] {
  const out: Difference[] = [];
  walk(expected, actual, [], out);
  return out
    .filter((d) => !ignore.some((prefix) => d.path === prefix || d.path.startsWith(`${prefix}/`)))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The parts of a fingerprint that live in these schemas (roles, database, extensions and the rest are dropped). */
export function restrictToSchemas(
  fingerprint: CatalogFingerprint,
  schemas: readonly string[],
): Partial<CatalogFingerprint> {
  const inSchema = (key: string) => schemas.some((s) => key.startsWith(`${s}.`));
  const pick = <T>(record: Record<string, T>, keep: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));
  return {
    schemas: pick(fingerprint.schemas, (key) => schemas.includes(key)),
    relations: pick(fingerprint.relations, inSchema),
    functions: pick(fingerprint.functions, inSchema),
    types: pick(fingerprint.types, inSchema),
    defaultPrivileges: pick(fingerprint.defaultPrivileges, (key) => schemas.some((s) => key.includes(` in ${s} on `))),
  };
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** One line per difference, for a terminal. */
export function formatDifferences(differences: readonly Difference[]): string {
  return differences
    .map((d) =>
      d.kind === 'missing'
        ? `- missing  ${d.path}: ${show(d.expected)}`
        : d.kind === 'extra'
          ? `+ extra    ${d.path}: ${show(d.actual)}`
          : `~ changed  ${d.path}: expected ${show(d.expected)}, got ${show(d.actual)}`,
    )
    .join('\n');
}
