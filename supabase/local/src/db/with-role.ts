import { sendAhead } from './pipeline';
import type { ApiRole, Database, LoginRole, Queryable } from './types';

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT payload; `role` is added when missing, as PostgREST does. */
  claims?: object;
}

/** One set_config per setting, every name and value a bound parameter; one text per number of extra settings. */
const settingsSqlByCount = new Map<number, string>();

function settingsSql(extra: number): string {
  let sql = settingsSqlByCount.get(extra);
  if (!sql) {
    const calls = [
      `set_config('session_authorization', $1, true)`,
      `set_config('role', $2, true)`,
      `set_config('request.jwt.claims', $3, true)`,
      `set_config('request.jwt.claim.sub', $4, true)`,
      `set_config('request.jwt.claim.role', $2, true)`,
    ];
    for (let i = 0; i < extra; i++) calls.push(`set_config($${5 + 2 * i}, $${6 + 2 * i}, true)`);
    sql = `select ${calls.join(', ')}`;
    settingsSqlByCount.set(extra, sql);
  }
  return sql;
}

export interface RoleOptions {
  /** Further transaction-local settings (name → value), applied in the same statement, in order, after the role. */
  settings?: ReadonlyArray<readonly [name: string, value: string]>;
  /** Sets `transaction_read_only` (on or off) after the settings; on lets the engine skip waiting for COMMIT. */
  readOnly?: boolean;
  /** The service's login role that switches to the request's role: PostgREST's `authenticator` (the default), or Storage's `supabase_storage_admin`. */
  login?: LoginRole;
}

/**
 * Runs fn in ONE transaction as PostgREST does: as its login role (`authenticator`, never a superuser), then
 * `set local role` to the request's role and the JWT claims in
 * `request.jwt.claims` (plus the legacy per-claim settings older policies read), so Postgres applies RLS.
 * Everything is transaction-local, so the connection is clean afterwards. The settings go out together with
 * fn's first statement; a failing setting fails that statement with its own error.
 */
export function withRole<T>(
  db: Database,
  who: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  options: RoleOptions = {},
): Promise<T> {
  if (!API_ROLES.includes(who.role)) throw new Error(`withRole: unknown role ${String(who.role)}`);
  const claims: Record<string, unknown> = { ...(who.claims as Record<string, unknown> | undefined), role: who.role };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const settings = [...(options.settings ?? [])];
  if (options.readOnly !== undefined) settings.push(['transaction_read_only', options.readOnly ? 'on' : 'off']);
  const params = [options.login ?? 'authenticator', who.role, JSON.stringify(claims), sub, ...settings.flat()];
  return db.transaction(
    async (tx) => {
      const applied = sendAhead(tx.query(settingsSql(settings.length), params));
      const result = await fn(tx);
      await applied;
      return result;
    },
    { readOnly: options.readOnly === true },
  );
}

const LOGIN_SQL = `select set_config('session_authorization', $1, true)`;

/**
 * The database as a Supabase service sees it when it logs in as its own role (GoTrue as `supabase_auth_admin`,
 * Storage as `supabase_storage_admin`): every statement and transaction runs with that role's rights only.
 * The engines' one connection role is the superuser that built the database; each transaction drops to the
 * service's role first, the way a login as that role would start.
 */
export function asLogin(db: Database, login: LoginRole): Database {
  const transaction: Database['transaction'] = (fn, options) =>
    db.transaction(async (tx) => {
      const applied = sendAhead(tx.query(LOGIN_SQL, [login]));
      const result = await fn(tx);
      await applied;
      return result;
    }, options);
  return {
    kind: db.kind,
    transaction,
    query: (sql, params) => transaction((tx) => tx.query(sql, params)),
    exec: (sql) => db.exec(`set local session authorization ${login};\n${sql}`),
    close: () => db.close(),
  };
}
