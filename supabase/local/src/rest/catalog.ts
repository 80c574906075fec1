import type { ApiRole, Queryable } from '../db';

export interface Column {
  name: string;
  /** format_type() output, e.g. `timestamp with time zone`; comes from the catalog, never from a request. */
  type: string;
}

export type TablePrivilege = 'select' | 'insert' | 'update' | 'delete';

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** What each API role may do with it (a column grant counts for select, insert and update), as PostgREST reads it. */
  privileges: Record<ApiRole, TablePrivilege[]>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; set: boolean }
  /** A table type, composite type or OUT/TABLE columns: behaves like a relation. */
  | { kind: 'rows'; set: boolean; columns: Column[] };

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returns: FunctionReturn;
  /** i immutable, s stable, v volatile */
  volatility: 'i' | 's' | 'v';
  /** The API roles that may execute it. */
  executableBy: ApiRole[];
}

export interface Catalog {
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
}

interface RelationRow {
  info: { name: string; columns: Column[]; pk: string[] | null; privileges: Record<ApiRole, TablePrivilege[]> };
}

interface FunctionRow {
  info: {
    name: string;
    volatility: 'i' | 's' | 'v';
    retset: boolean;
    rettype: string;
    rettype_kind: string;
    rettype_columns: Column[] | null;
    nargs: number;
    ndefaults: number;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    executable_by: ApiRole[];
  };
}

// Results are packed into one json value per row so PGlite and node-postgres hand back identical JS values.
const RELATIONS_SQL = `
  select json_build_object(
    'name', c.relname,
    'columns', coalesce((
      select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
      from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json),
    'pk', (
      select json_agg(a.attname order by k.ord)
      from pg_index i
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary),
    'privileges', (
      select json_object_agg(r.role, coalesce((
        select json_agg(p.name order by p.ord)
        from (values ('select', 1), ('insert', 2), ('update', 3), ('delete', 4)) as p(name, ord)
        where case when p.name = 'delete' then has_table_privilege(r.role, c.oid, 'DELETE')
                   else has_any_column_privilege(r.role, c.oid, upper(p.name)) end), '[]'::json))
      from unnest(array['anon', 'authenticated', 'service_role']) as r(role))
  ) as info
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const FUNCTIONS_SQL = `
  select json_build_object(
    'name', p.proname,
    'volatility', p.provolatile,
    'retset', p.proretset,
    'rettype', format_type(p.prorettype, null),
    'rettype_kind', t.typtype,
    'rettype_columns', (
      select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
      from pg_attribute a
      where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
    'nargs', p.pronargs,
    'ndefaults', p.pronargdefaults,
    'arg_names', p.proargnames,
    'arg_modes', p.proargmodes::text[],
    'arg_types', (
      select coalesce(json_agg(format_type(u.t, null) order by u.ord), '[]'::json)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, ord)),
    'executable_by', (
      select coalesce(json_agg(r.role), '[]'::json)
      from unnest(array['anon', 'authenticated', 'service_role']) as r(role)
      where has_function_privilege(r.role, p.oid, 'EXECUTE'))
  ) as info
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')`;

function toRelation(row: RelationRow): Relation {
  const { name, columns, pk, privileges } = row.info;
  return { name, columns: new Map(columns.map((c) => [c.name, c])), primaryKey: pk ?? [], privileges };
}

function toFunction(row: FunctionRow): DbFunction {
  const f = row.info;
  const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
  const names = f.arg_names ?? [];
  const inputs: { name: string; type: string }[] = [];
  const outputs: Column[] = [];
  modes.forEach((mode, i) => {
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type: f.arg_types[i] });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type: f.arg_types[i] });
  });
  // The last `ndefaults` inputs have defaults.
  const args = inputs.map((arg, i) => ({ ...arg, hasDefault: i >= inputs.length - f.ndefaults }));
  let returns: FunctionReturn;
  if (f.rettype === 'void') returns = { kind: 'void' };
  else if (outputs.length > 0) returns = { kind: 'rows', set: f.retset, columns: outputs };
  else if (f.rettype_kind === 'c' && f.rettype_columns)
    returns = { kind: 'rows', set: f.retset, columns: f.rettype_columns };
  else returns = { kind: 'scalar', set: f.retset };
  return { name: f.name, args, returns, volatility: f.volatility, executableBy: f.executable_by };
}

/** Reads the tables, views and functions of schema public: the only identifiers a request may name. */
export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const [relations, functions] = await Promise.all([
    db.query<RelationRow>(RELATIONS_SQL),
    db.query<FunctionRow>(FUNCTIONS_SQL),
  ]);
  const catalog: Catalog = { relations: new Map(), functions: new Map() };
  for (const row of relations.rows) catalog.relations.set(row.info.name, toRelation(row));
  for (const row of functions.rows) {
    const fn = toFunction(row);
    // Functions with unnamed inputs can't be called with named JSON arguments, as in PostgREST.
    if (fn.args.some((a) => a.name === '')) continue;
    catalog.functions.set(fn.name, [...(catalog.functions.get(fn.name) ?? []), fn]);
  }
  return catalog;
}

/**
 * Caches the catalog; a lookup that misses reloads it (at most once a second) so tables created by a
 * migration applied while the server runs become visible, like PostgREST's schema-cache reload.
 */
export class CatalogCache {
  private current?: Promise<Catalog>;
  private loadedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly minReloadMs = 1000,
  ) {}

  get(): Promise<Catalog> {
    if (!this.current) this.reload();
    return this.current as Promise<Catalog>;
  }

  async find<T>(pick: (catalog: Catalog) => T | undefined): Promise<{ found?: T; catalog: Catalog }> {
    let catalog = await this.get();
    let found = pick(catalog);
    if (found === undefined && Date.now() - this.loadedAt >= this.minReloadMs) {
      this.reload();
      catalog = await this.get();
      found = pick(catalog);
    }
    return { found, catalog };
  }

  private reload(): void {
    this.loadedAt = Date.now();
    const loading = loadCatalog(this.db);
    // A failed load must not poison the cache.
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    this.current = loading;
  }
}
