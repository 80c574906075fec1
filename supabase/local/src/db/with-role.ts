import type { ApiRole, Database, Queryable } from './types';

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT payload; `role` is added when missing, as PostgREST does. */
  claims?: object;
}

/**
 * Runs fn in ONE transaction as PostgREST does: `set local role` to the request's role and the JWT claims in
 * `request.jwt.claims` (plus the legacy per-claim settings older policies read), so Postgres applies RLS.
 * Everything is transaction-local, so the connection is clean afterwards.
 */
export function withRole<T>(db: Database, who: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!API_ROLES.includes(who.role)) throw new Error(`withRole: unknown role ${String(who.role)}`);
  const claims: Record<string, unknown> = { ...(who.claims as Record<string, unknown> | undefined), role: who.role };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true)`,
      [who.role, JSON.stringify(claims), sub],
    );
    return fn(tx);
  });
}
