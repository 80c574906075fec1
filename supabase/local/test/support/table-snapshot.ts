import type { Queryable } from '../../src/db';

/** Every row of every table in schemas public and auth, as JSON text per table, in a stable order. */
export type TableSnapshot = Record<string, string>;

export async function snapshotTables(db: Queryable): Promise<TableSnapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'auth') and c.relkind in ('r', 'p')
     order by 1`,
  );
  const snapshot: TableSnapshot = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ body: string }>(
      `select coalesce(json_agg(t order by t::text), '[]')::text as body from ${name} t`,
    );
    snapshot[name] = rows[0].body;
  }
  return snapshot;
}

/**
 * Runs an attack and checks that afterwards every table is byte-identical to before, except the ones the
 * attack was allowed to write (e.g. auth.sessions when it signs in for real).
 */
export async function expectTablesUnchanged(
  db: Queryable,
  attack: () => Promise<void>,
  allowed: readonly string[] = [],
): Promise<void> {
  const before = await snapshotTables(db);
  await attack();
  const after = await snapshotTables(db);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before)) {
    if (allowed.includes(table)) continue;
    expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
  }
}
