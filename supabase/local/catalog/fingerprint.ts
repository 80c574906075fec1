/**
 * A catalog fingerprint: what a database's schema grants, owns and enforces, as sorted plain JSON, so the
 * database Supabase builds and the one this project's bootstrap builds can be compared object by object.
 *
 * The same SQL gives the same fingerprint on PostgreSQL 15 and on PGlite (Postgres 18):
 * - privileges PostgreSQL 15 does not know (MAINTAIN, from 17) are dropped;
 * - an ACL that is NULL (the built-in default) is expanded with acldefault(), so "never granted" and "granted
 *   exactly the default" read the same; grantors are left out (a superuser's grant is recorded as the owner's);
 * - role memberships are read as (role, admin option) only: 16 added inherit/set options and several grantors;
 * - NOT NULL is read from pg_attribute only: 18 also records it as a pg_constraint row (contype 'n');
 * - expressions and definitions are as pg_get_expr / pg_get_indexdef / pg_get_constraintdef print them;
 * - extension versions are left out (each engine ships its own).
 * - names are printed schema-qualified (search_path is pg_catalog while reading), whoever is connected;
 * System schemas and everything that belongs to an extension are left out; function bodies are not compared.
 */
import type { Queryable } from '../src/db/types';

/** Privileges per grantee ('PUBLIC' for everyone); a trailing '*' means WITH GRANT OPTION. */
export type Acl = Record<string, string[]>;

export interface RoleFingerprint {
  superuser: boolean;
  inherit: boolean;
  createrole: boolean;
  createdb: boolean;
  login: boolean;
  replication: boolean;
  bypassrls: boolean;
  /** Roles this role is a member of; ' (admin)' marks WITH ADMIN OPTION. */
  memberOf: string[];
  /** Role-wide settings (`alter role … set`), as 'name=value'. */
  settings: string[];
}

export interface SchemaFingerprint {
  owner: string;
  acl: Acl;
}

export interface ColumnFingerprint {
  type: string;
  notNull: boolean;
  default: string | null;
  /** 'always' / 'by default' for identity columns, 'stored' for generated ones. */
  identity: string | null;
  generated: string | null;
  acl?: Acl;
}

export interface RelationFingerprint {
  kind: 'table' | 'partitioned table' | 'view' | 'materialized view' | 'sequence' | 'foreign table';
  owner: string;
  acl: Acl;
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  columns: Record<string, ColumnFingerprint>;
  /** Constraint name → 'p|u|f|c|x: definition'. */
  constraints: Record<string, string>;
  indexes: Record<string, string>;
  /** Trigger name → CREATE TRIGGER text (timing, events, level, function), plus ' [disabled]' when not enabled. */
  triggers: Record<string, string>;
  policies: Record<string, PolicyFingerprint>;
}

export interface PolicyFingerprint {
  command: string;
  permissive: boolean;
  roles: string[];
  using: string | null;
  withCheck: string | null;
}

export interface FunctionFingerprint {
  kind: 'function' | 'procedure' | 'aggregate' | 'window';
  arguments: string;
  returns: string;
  language: string;
  volatility: 'immutable' | 'stable' | 'volatile';
  strict: boolean;
  securityDefiner: boolean;
  owner: string;
  acl: Acl;
  config: string[];
}

export interface TypeFingerprint {
  kind: 'enum' | 'domain' | 'composite' | 'range';
  owner: string;
  labels?: string[];
  base?: string;
  notNull?: boolean;
  default?: string | null;
  checks?: string[];
  attributes?: string[];
}

export interface CatalogFingerprint {
  database: { owner: string; acl: Acl };
  roles: Record<string, RoleFingerprint>;
  schemas: Record<string, SchemaFingerprint>;
  /** 'schema.name' */
  relations: Record<string, RelationFingerprint>;
  /** 'schema.name(identity arguments)' */
  functions: Record<string, FunctionFingerprint>;
  /** 'schema.name' */
  types: Record<string, TypeFingerprint>;
  /** name → schema */
  extensions: Record<string, string>;
  /** 'role in schema on kind' ('all schemas' when global) → privileges granted by default. */
  defaultPrivileges: Record<string, Acl>;
  eventTriggers: Record<string, string>;
  publications: Record<string, { owner: string; allTables: boolean; tables: string[] }>;
}

export interface FingerprintOptions {
  /** Keep only these schemas' objects (and roles, database, extensions…); default: every non-system schema. */
  onlySchemas?: readonly string[];
}

type AclItem = [grantee: string, privilege: string, grantable: boolean];

const SYSTEM_SCHEMA = `(n.nspname in ('pg_catalog', 'information_schema', 'pg_toast') or n.nspname like 'pg\\_temp\\_%' or n.nspname like 'pg\\_toast\\_temp\\_%')`;

/** Objects of `catalog` (a pg_class-like catalog name) that belong to an extension. */
function notFromExtension(catalog: string, oid: string): string {
  return `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
}

/**
 * The SQL of a jsonb array of [grantee, privilege, grantable] for an ACL, NULL expanded to its default;
 * `kind` is a SQL expression of acldefault's object kind ("char").
 */
function aclSql(acl: string, kind: string, owner: string): string {
  return `(select coalesce(jsonb_agg(jsonb_build_array(case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee)::text end, a.privilege_type, a.is_grantable)), '[]'::jsonb)
    from aclexplode(coalesce(${acl}, acldefault((${kind})::"char", ${owner}))) a)`;
}

/** Privileges PostgreSQL 15 does not have, dropped so newer engines compare equal. */
const NEWER_PRIVILEGES = new Set(['MAINTAIN']);

function toAcl(items: AclItem[]): Acl {
  const byGrantee = new Map<string, Set<string>>();
  for (const [grantee, privilege, grantable] of items) {
    if (NEWER_PRIVILEGES.has(privilege)) continue;
    const set = byGrantee.get(grantee) ?? new Set<string>();
    set.add(grantable ? `${privilege}*` : privilege);
    byGrantee.set(grantee, set);
  }
  const acl: Acl = {};
  for (const [grantee, set] of byGrantee) {
    // A privilege held both with and without grant option is held with it.
    acl[grantee] = [...set].filter((p) => p.endsWith('*') || !set.has(`${p}*`)).sort();
  }
  return acl;
}

/** Same value with every object's keys sorted, so JSON.stringify is deterministic. */
export function canonical<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => canonical(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

function schemaFilter(column: string, options: FingerprintOptions): { sql: string; params: unknown[] } {
  if (!options.onlySchemas) return { sql: 'true', params: [] };
  return { sql: `${column} = any($1::text[])`, params: [[...options.onlySchemas]] };
}

const RELKINDS: Record<string, RelationFingerprint['kind']> = {
  r: 'table',
  p: 'partitioned table',
  v: 'view',
  m: 'materialized view',
  S: 'sequence',
  f: 'foreign table',
};
const CONSTRAINT_KINDS: Record<string, string> = {
  p: 'primary key',
  u: 'unique',
  f: 'foreign key',
  c: 'check',
  x: 'exclusion',
  t: 'trigger',
};
const POLICY_COMMANDS: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
const VOLATILITY: Record<string, FunctionFingerprint['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' };
const PROKINDS: Record<string, FunctionFingerprint['kind']> = {
  f: 'function',
  p: 'procedure',
  a: 'aggregate',
  w: 'window',
};
const DEFAULT_ACL_KINDS: Record<string, string> = {
  r: 'tables',
  S: 'sequences',
  f: 'functions',
  T: 'types',
  n: 'schemas',
};

async function database(db: Queryable): Promise<CatalogFingerprint['database']> {
  const { rows } = await db.query<{ owner: string; acl: AclItem[] }>(
    `select pg_get_userbyid(d.datdba)::text as owner, ${aclSql('d.datacl', `'d'`, 'd.datdba')} as acl
       from pg_database d where d.datname = current_database()`,
  );
  return { owner: rows[0].owner, acl: toAcl(rows[0].acl) };
}

async function roles(db: Queryable): Promise<CatalogFingerprint['roles']> {
  const { rows } = await db.query<{
    name: string;
    superuser: boolean;
    inherit: boolean;
    createrole: boolean;
    createdb: boolean;
    login: boolean;
    replication: boolean;
    bypassrls: boolean;
    member_of: [string, boolean][];
    settings: string[];
  }>(
    `select r.rolname::text as name, r.rolsuper as superuser, r.rolinherit as inherit, r.rolcreaterole as createrole,
            r.rolcreatedb as createdb, r.rolcanlogin as login, r.rolreplication as replication, r.rolbypassrls as bypassrls,
            (select coalesce(jsonb_agg(jsonb_build_array(g.rolname::text, m.admin_option)), '[]'::jsonb)
               from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid) as member_of,
            (select coalesce(to_jsonb(s.setconfig), '[]'::jsonb) from pg_db_role_setting s
               where s.setrole = r.oid and s.setdatabase = 0) as settings
       from pg_roles r where r.rolname !~ '^pg_'`,
  );
  const out: CatalogFingerprint['roles'] = {};
  for (const r of rows) {
    // Several grantors (16+) give several rows for one membership: admin if any row has it.
    const admin = new Map<string, boolean>();
    for (const [role, isAdmin] of r.member_of) admin.set(role, (admin.get(role) ?? false) || isAdmin);
    out[r.name] = {
      superuser: r.superuser,
      inherit: r.inherit,
      createrole: r.createrole,
      createdb: r.createdb,
      login: r.login,
      replication: r.replication,
      bypassrls: r.bypassrls,
      memberOf: [...admin].map(([role, isAdmin]) => (isAdmin ? `${role} (admin)` : role)).sort(),
      settings: [...(r.settings ?? [])].sort(),
    };
  }
  return out;
}

async function schemas(db: Queryable, options: FingerprintOptions): Promise<CatalogFingerprint['schemas']> {
  const f = schemaFilter('n.nspname', options);
  const { rows } = await db.query<{ name: string; owner: string; acl: AclItem[] }>(
    `select n.nspname::text as name, pg_get_userbyid(n.nspowner)::text as owner, ${aclSql('n.nspacl', `'n'`, 'n.nspowner')} as acl
       from pg_namespace n where not ${SYSTEM_SCHEMA} and ${notFromExtension('pg_namespace', 'n.oid')} and ${f.sql}`,
    f.params,
  );
  return Object.fromEntries(rows.map((r) => [r.name, { owner: r.owner, acl: toAcl(r.acl) }]));
}

async function relations(db: Queryable, options: FingerprintOptions): Promise<CatalogFingerprint['relations']> {
  const f = schemaFilter('n.nspname', options);
  const inScope = `not ${SYSTEM_SCHEMA} and ${notFromExtension('pg_class', 'c.oid')} and ${f.sql}`;
  const rels = await db.query<{
    oid: number;
    key: string;
    relkind: string;
    owner: string;
    acl: AclItem[];
    rls: boolean;
    force: boolean;
  }>(
    `select c.oid::int as oid, n.nspname || '.' || c.relname as key, c.relkind::text as relkind,
            pg_get_userbyid(c.relowner)::text as owner,
            ${aclSql('c.relacl', `case when c.relkind = 'S' then 's' else 'r' end`, 'c.relowner')} as acl,
            c.relrowsecurity as rls, c.relforcerowsecurity as force
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${inScope}`,
    f.params,
  );
  const out: CatalogFingerprint['relations'] = {};
  const byOid = new Map<number, RelationFingerprint>();
  for (const r of rels.rows) {
    const rel: RelationFingerprint = {
      kind: RELKINDS[r.relkind],
      owner: r.owner,
      acl: toAcl(r.acl),
      rowSecurity: r.rls,
      forceRowSecurity: r.force,
      columns: {},
      constraints: {},
      indexes: {},
      triggers: {},
      policies: {},
    };
    out[r.key] = rel;
    byOid.set(r.oid, rel);
  }
  const scoped = `c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${inScope}`;
  const from = `from pg_class c join pg_namespace n on n.oid = c.relnamespace`;

  const cols = await db.query<{
    rel: number;
    name: string;
    type: string;
    not_null: boolean;
    def: string | null;
    identity: string;
    generated: string;
    acl: AclItem[] | null;
  }>(
    `select c.oid::int as rel, a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
            pg_get_expr(ad.adbin, ad.adrelid) as def, a.attidentity::text as identity, a.attgenerated::text as generated,
            case when a.attacl is null then null else ${aclSql('a.attacl', `'c'`, 'c.relowner')} end as acl
       ${from} join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
      where ${scoped}`,
    f.params,
  );
  for (const c of cols.rows) {
    const col: ColumnFingerprint = {
      type: c.type,
      notNull: c.not_null,
      default: c.generated ? null : c.def,
      identity: c.identity === 'a' ? 'always' : c.identity === 'd' ? 'by default' : null,
      generated: c.generated === 's' ? `stored: ${c.def}` : c.generated === 'v' ? `virtual: ${c.def}` : null,
    };
    if (c.acl) col.acl = toAcl(c.acl);
    byOid.get(c.rel)!.columns[c.name] = col;
  }

  const cons = await db.query<{ rel: number; name: string; kind: string; def: string }>(
    `select c.oid::int as rel, k.conname::text as name, k.contype::text as kind, pg_get_constraintdef(k.oid) as def
       ${from} join pg_constraint k on k.conrelid = c.oid where k.contype <> 'n' and ${scoped}`,
    f.params,
  );
  for (const k of cons.rows) byOid.get(k.rel)!.constraints[k.name] = `${CONSTRAINT_KINDS[k.kind] ?? k.kind}: ${k.def}`;

  const idx = await db.query<{ rel: number; name: string; def: string }>(
    `select c.oid::int as rel, i.relname::text as name, pg_get_indexdef(x.indexrelid) as def
       ${from} join pg_index x on x.indrelid = c.oid join pg_class i on i.oid = x.indexrelid where ${scoped}`,
    f.params,
  );
  for (const i of idx.rows) byOid.get(i.rel)!.indexes[i.name] = i.def;

  const trg = await db.query<{ rel: number; name: string; def: string; enabled: string }>(
    `select c.oid::int as rel, t.tgname::text as name, pg_get_triggerdef(t.oid) as def, t.tgenabled::text as enabled
       ${from} join pg_trigger t on t.tgrelid = c.oid where not t.tgisinternal and ${scoped}`,
    f.params,
  );
  for (const t of trg.rows) byOid.get(t.rel)!.triggers[t.name] = t.enabled === 'D' ? `${t.def} [disabled]` : t.def;

  const pol = await db.query<{
    rel: number;
    name: string;
    cmd: string;
    permissive: boolean;
    roles: string[];
    qual: string | null;
    check: string | null;
  }>(
    `select c.oid::int as rel, p.polname::text as name, p.polcmd::text as cmd, p.polpermissive as permissive,
            (select coalesce(jsonb_agg(case when r = 0 then 'public' else pg_get_userbyid(r)::text end), '[]'::jsonb)
               from unnest(p.polroles) r) as roles,
            pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as check
       ${from} join pg_policy p on p.polrelid = c.oid where ${scoped}`,
    f.params,
  );
  for (const p of pol.rows) {
    byOid.get(p.rel)!.policies[p.name] = {
      command: POLICY_COMMANDS[p.cmd] ?? p.cmd,
      permissive: p.permissive,
      roles: [...p.roles].sort(),
      using: p.qual,
      withCheck: p.check,
    };
  }
  return out;
}

async function functions(db: Queryable, options: FingerprintOptions): Promise<CatalogFingerprint['functions']> {
  const f = schemaFilter('n.nspname', options);
  const { rows } = await db.query<{
    key: string;
    kind: string;
    args: string;
    returns: string | null;
    language: string;
    volatility: string;
    strict: boolean;
    secdef: boolean;
    owner: string;
    acl: AclItem[];
    config: string[] | null;
  }>(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
            p.prokind::text as kind, pg_get_function_arguments(p.oid) as args, pg_get_function_result(p.oid) as returns,
            l.lanname::text as language, p.provolatile::text as volatility, p.proisstrict as strict, p.prosecdef as secdef,
            pg_get_userbyid(p.proowner)::text as owner, ${aclSql('p.proacl', `'f'`, 'p.proowner')} as acl,
            to_jsonb(p.proconfig) as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
      where not ${SYSTEM_SCHEMA} and ${notFromExtension('pg_proc', 'p.oid')} and ${f.sql}`,
    f.params,
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.key,
      {
        kind: PROKINDS[r.kind],
        arguments: r.args,
        returns: r.returns ?? '',
        language: r.language,
        volatility: VOLATILITY[r.volatility],
        strict: r.strict,
        securityDefiner: r.secdef,
        owner: r.owner,
        acl: toAcl(r.acl),
        config: [...(r.config ?? [])].sort(),
      },
    ]),
  );
}

async function types(db: Queryable, options: FingerprintOptions): Promise<CatalogFingerprint['types']> {
  const f = schemaFilter('n.nspname', options);
  const { rows } = await db.query<{
    key: string;
    typtype: string;
    owner: string;
    labels: string[] | null;
    base: string | null;
    not_null: boolean;
    def: string | null;
    checks: string[] | null;
    attributes: string[] | null;
  }>(
    `select n.nspname || '.' || t.typname as key, t.typtype::text as typtype, pg_get_userbyid(t.typowner)::text as owner,
            (select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels,
            case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base, t.typnotnull as not_null,
            t.typdefault as def,
            (select jsonb_agg(pg_get_constraintdef(k.oid) order by k.conname) from pg_constraint k where k.contypid = t.oid and k.contype = 'c') as checks,
            (select jsonb_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) order by a.attnum)
               from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as attributes
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typtype in ('e', 'd', 'c', 'r')
        and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
        and not ${SYSTEM_SCHEMA} and ${notFromExtension('pg_type', 't.oid')} and ${f.sql}`,
    f.params,
  );
  const out: CatalogFingerprint['types'] = {};
  for (const r of rows) {
    if (r.typtype === 'e') out[r.key] = { kind: 'enum', owner: r.owner, labels: r.labels ?? [] };
    else if (r.typtype === 'd')
      out[r.key] = {
        kind: 'domain',
        owner: r.owner,
        base: r.base ?? '',
        notNull: r.not_null,
        default: r.def,
        checks: r.checks ?? [],
      };
    else if (r.typtype === 'c') out[r.key] = { kind: 'composite', owner: r.owner, attributes: r.attributes ?? [] };
    else out[r.key] = { kind: 'range', owner: r.owner };
  }
  return out;
}

async function extensions(db: Queryable): Promise<CatalogFingerprint['extensions']> {
  const { rows } = await db.query<{ name: string; schema: string }>(
    `select e.extname::text as name, n.nspname::text as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.schema]));
}

async function defaultPrivileges(
  db: Queryable,
  options: FingerprintOptions,
): Promise<CatalogFingerprint['defaultPrivileges']> {
  const f = schemaFilter('n.nspname', options);
  const { rows } = await db.query<{ role: string; schema: string | null; kind: string; acl: AclItem[] }>(
    `select pg_get_userbyid(d.defaclrole)::text as role, n.nspname::text as schema, d.defaclobjtype::text as kind,
            ${aclSql('d.defaclacl', `'r'`, 'd.defaclrole')} as acl
       from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
      where n.oid is null or ${f.sql}`,
    f.params,
  );
  return Object.fromEntries(
    rows.map((r) => [
      `${r.role} in ${r.schema ?? 'all schemas'} on ${DEFAULT_ACL_KINDS[r.kind] ?? r.kind}`,
      toAcl(r.acl),
    ]),
  );
}

async function eventTriggers(db: Queryable): Promise<CatalogFingerprint['eventTriggers']> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `select e.evtname::text as name,
            e.evtevent || case when e.evttags is null then '' else ' when tag in (' || array_to_string(array(select unnest(e.evttags) order by 1), ', ') || ')' end
              || ' execute ' || e.evtfoid::regproc::text || case when e.evtenabled = 'D' then ' [disabled]' else '' end as def
       from pg_event_trigger e where ${notFromExtension('pg_event_trigger', 'e.oid')}`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.def]));
}

async function publications(db: Queryable): Promise<CatalogFingerprint['publications']> {
  const { rows } = await db.query<{ name: string; owner: string; all_tables: boolean; tables: string[] }>(
    `select p.pubname::text as name, pg_get_userbyid(p.pubowner)::text as owner, p.puballtables as all_tables,
            (select coalesce(jsonb_agg(t.schemaname || '.' || t.tablename), '[]'::jsonb) from pg_publication_tables t
              where t.pubname = p.pubname and not p.puballtables) as tables
       from pg_publication p`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.name, { owner: r.owner, allTables: r.all_tables, tables: [...r.tables].sort() }]),
  );
}

/**
 * The fingerprint of the database `db` is connected to. `db` must be one session (a pg Client, a PGlite instance)
 * or a transaction, not a pool: names are printed under `search_path = pg_catalog` (so every name outside
 * pg_catalog is schema-qualified, whoever connects), which is set for the duration and restored after.
 */
export async function catalogFingerprint(db: Queryable, options: FingerprintOptions = {}): Promise<CatalogFingerprint> {
  const { rows } = await db.query<{ previous: string }>(
    `select current_setting('search_path') as previous, set_config('search_path', 'pg_catalog', false)`,
  );
  try {
    return await collect(db, options);
  } finally {
    await db.query(`select set_config('search_path', $1, false)`, [rows[0].previous]);
  }
}

async function collect(db: Queryable, options: FingerprintOptions): Promise<CatalogFingerprint> {
  // One after another: a session takes one query at a time anyway.
  const fingerprint: CatalogFingerprint = {
    database: await database(db),
    roles: await roles(db),
    schemas: await schemas(db, options),
    relations: await relations(db, options),
    functions: await functions(db, options),
    types: await types(db, options),
    extensions: await extensions(db),
    defaultPrivileges: await defaultPrivileges(db, options),
    eventTriggers: await eventTriggers(db),
    publications: await publications(db),
  };
  return canonical(fingerprint);
}
