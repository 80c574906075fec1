import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  parent: string | null;
  /** Seconds since the token was last changed (revoked), measured by the database clock. */
  age_seconds: number;
}

/** Opaque, URL-safe, unguessable. */
function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function createSession(
  tx: Queryable,
  userId: string,
  client: { userAgent?: string; ip?: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, refreshed_at, created_at, updated_at)
     values (gen_random_uuid(), $1, 'aal1', $2, $3::inet, now(), now(), now()) returning id`,
    [userId, client.userAgent ?? null, client.ip ?? null],
  );
  return rows[0].id;
}

export async function issueRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
    [token, userId, sessionId, parent],
  );
  return token;
}

/** Locks the token row so two concurrent refreshes of one token can't both rotate it. */
export async function lockRefreshToken(tx: Queryable, token: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id::int as id, token, user_id, session_id, revoked, parent,
            extract(epoch from (now() - updated_at))::float8 as age_seconds
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0];
}

export async function revokeRefreshToken(tx: Queryable, id: number): Promise<void> {
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [id]);
}

/** The newest unrevoked child of a token: what a client racing its own refresh should get back. */
export async function activeChild(tx: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1`,
    [token],
  );
  return rows[0]?.token;
}

/** Reuse of an old token means it may have leaked: every token of that session stops working. */
export async function revokeSessionTokens(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
    [sessionId],
  );
}

export async function touchSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [sessionId]);
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting a session deletes its refresh tokens too (foreign key cascade). */
export async function endSessions(
  tx: Queryable,
  userId: string,
  currentSessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global') await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else if (scope === 'local') {
    if (currentSessionId) await tx.query(`delete from auth.sessions where id = $1`, [currentSessionId]);
  } else
    await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
      userId,
      currentSessionId ?? null,
    ]);
}
