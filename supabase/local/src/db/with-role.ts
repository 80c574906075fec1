import { sendAhead } from './pipeline';
import type { ApiRole, Database, Queryable } from './types';

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
      `set_config('role', $1, true)`,
      `set_config('request.jwt.claims', $2, true)`,
      `set_config('request.jwt.claim.sub', $3, true)`,
      `set_config('request.jwt.claim.role', $1, true)`,
    ];
    for (let i = 0; i < extra; i++) calls.push(`set_config($${4 + 2 * i}, $${5 + 2 * i}, true)`);
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
}

/**
 * Runs fn in ONE transaction as PostgREST does: `set local role` to the request's role and the JWT claims in
 * `request.jwt.claims` (plus the legacy per-claim settings older policies read), so Postgres applies RLS.
 * Everything is transaction-local, so the connection is clean afterwards. The settings go out together with
 * fn's first statement; a failing setting fails that statement with its own error.
 */
export function withRole<T>(db: Database, who: RequestIdentity, fn: (tx: Queryable) => Promise<T>, options: RoleOptions = {}): Promise<T> {
  if (!API_ROLES.includes(who.role)) throw new Error(`withRole: unknown role ${String(who.role)}`);
  const claims: Record<string, unknown> = { ...(who.claims as Record<string, unknown> | undefined), role: who.role };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const settings = [...(options.settings ?? [])];
  if (options.readOnly !== undefined) settings.push(['transaction_read_only', options.readOnly ? 'on' : 'off']);
  const params = [who.role, JSON.stringify(claims), sub, ...settings.flat()];
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
