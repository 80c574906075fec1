/** What a client asked for in `Prefer` (postgrest-js joins several values with commas). */
export interface Preferences {
  returnRepresentation: boolean;
  countExact: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  txRollback: boolean;
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const values = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const has = (v: string) => values.includes(v);
  return {
    returnRepresentation: has('return=representation'),
    // planned/estimated counts have no cheaper path here, so they are answered exactly too.
    countExact: has('count=exact') || has('count=planned') || has('count=estimated'),
    resolution: has('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : has('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : undefined,
    missingDefault: has('missing=default'),
    txRollback: has('tx=rollback'),
  };
}
