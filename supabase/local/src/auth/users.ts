import type { Queryable } from '../db';
import { USER_JSON_SQL, type UserJson } from './user-json';

export interface UserRecord {
  json: UserJson;
  id: string;
  email: string | null;
  passwordHash: string | null;
  bannedUntil: Date | null;
  recoverySentAt: Date | null;
  emailChangeSentAt: Date | null;
}

interface UserRow {
  json: UserJson;
  password_hash: string | null;
  banned_until: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
}

const SELECT_USER = `select ${USER_JSON_SQL} as json, u.encrypted_password as password_hash,
  to_json(u.banned_until) #>> '{}' as banned_until, to_json(u.recovery_sent_at) #>> '{}' as recovery_sent_at,
  to_json(u.email_change_sent_at) #>> '{}' as email_change_sent_at
  from auth.users u`;

function toRecord(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined;
  return {
    json: row.json,
    id: row.json.id,
    email: row.json.email || null,
    passwordHash: row.password_hash,
    bannedUntil: row.banned_until ? new Date(row.banned_until) : null,
    recoverySentAt: row.recovery_sent_at ? new Date(row.recovery_sent_at) : null,
    emailChangeSentAt: row.email_change_sent_at ? new Date(row.email_change_sent_at) : null,
  };
}

/** Whether the user is banned now (GoTrue's IsBanned: a ban that has ended no longer counts). */
export function isBanned(user: Pick<UserRecord, 'bannedUntil'>, now = Date.now()): boolean {
  return user.bannedUntil !== null && user.bannedUntil.getTime() > now;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(
    `${SELECT_USER} where lower(u.email) = $1 and u.deleted_at is null and not u.is_sso_user`,
    [email],
  );
  return toRecord(rows[0]);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`${SELECT_USER} where u.id = $1 and u.deleted_at is null`, [id]);
  return toRecord(rows[0]);
}

/**
 * Creates a confirmed email user the way GoTrue does with autoconfirm on: the row is inserted with the
 * signup data as raw_user_meta_data (what AFTER INSERT triggers see), then the metadata gains sub/email/
 * email_verified, and an email identity is added.
 */
export async function createEmailUser(
  tx: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    // GoTrue writes every value itself: auth.users has no defaults for them.
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(),
       '', '', '', '', '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, now(), now())
     returning id`,
    [email, passwordHash, JSON.stringify(data)],
  );
  const id = rows[0].id;
  const metadata = { ...data, sub: id, email, email_verified: true, phone_verified: false };
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
    id,
    JSON.stringify(metadata),
  ]);
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify({ sub: id, email, email_verified: true, phone_verified: false })],
  );
  return id;
}

export async function recordSignIn(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** GoTrue's UpdateUserMetaData: a shallow merge where a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUserMetadata(
  tx: Queryable,
  userId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(metadata),
  ]);
}

export async function updateUserPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    userId,
    passwordHash,
  ]);
}
