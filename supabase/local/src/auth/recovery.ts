import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db';

/** How long a recovery link or code stays valid (Supabase's otp_expiry). */
export const RECOVERY_TTL_SECONDS = 3600;

/** GoTrue's crypto.GenerateTokenHash: hex(sha224(email + otp)). */
export function recoveryTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Stores the hash only (one per user, replacing an older one), as GoTrue's one_time_tokens does. */
export async function saveRecoveryToken(
  tx: Queryable,
  userId: string,
  email: string,
  tokenHash: string,
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, 'recovery_token', $2, $3, now(), now())
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       created_at = now(), updated_at = now()`,
    [userId, tokenHash, email],
  );
  await tx.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
    [userId, tokenHash],
  );
}

/**
 * Consumes a live recovery token: returns its user and deletes it, so a link works once.
 * Expiry is measured by the database clock against users.recovery_sent_at.
 */
export async function consumeRecoveryToken(tx: Queryable, tokenHash: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ user_id: string }>(
    `delete from auth.one_time_tokens t using auth.users u
     where t.token_hash = $1 and t.token_type = 'recovery_token' and u.id = t.user_id
       and u.recovery_sent_at > now() - make_interval(secs => $2)
     returning t.user_id`,
    [tokenHash, RECOVERY_TTL_SECONDS],
  );
  const userId = rows[0]?.user_id;
  if (userId) await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [userId]);
  return userId;
}
