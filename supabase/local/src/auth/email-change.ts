import type { Queryable } from '../db';
import { newOtp, recoveryTokenHash } from './recovery';

/** How long both email-change links stay valid (config.toml's otp_expiry), counted from email_change_sent_at. */
export const EMAIL_CHANGE_TTL_SECONDS = 3600;

/** One side of a pending change: the address a link goes to, its 6-digit code and the hash the link carries. */
export interface EmailChangeSide {
  address: string;
  otp: string;
  tokenHash: string;
}

export interface PendingEmailChange {
  current: EmailChangeSide;
  next: EmailChangeSide;
}

function side(address: string): EmailChangeSide {
  const otp = newOtp();
  return { address, otp, tokenHash: recoveryTokenHash(address, otp) };
}

/**
 * GoTrue's sendEmailChange with double_confirm_changes: the email stays as it is; the new address waits in
 * email_change, with a token for each address (hashes only, in auth.users and auth.one_time_tokens). A newer
 * request replaces an older pending one and starts its confirmations from zero.
 */
export async function startEmailChange(
  tx: Queryable,
  userId: string,
  currentEmail: string,
  newEmail: string,
): Promise<PendingEmailChange> {
  const pending = { current: side(currentEmail), next: side(newEmail) };
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [userId, newEmail, pending.current.tokenHash, pending.next.tokenHash],
  );
  for (const [tokenType, token] of [
    ['email_change_token_current', pending.current],
    ['email_change_token_new', pending.next],
  ] as const) {
    await tx.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
       values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, now(), now())
       on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
         created_at = now(), updated_at = now()`,
      [userId, tokenType, token.tokenHash, token.address],
    );
  }
  return pending;
}

/** What following one email-change link did. */
export type EmailChangeOutcome =
  | { kind: 'invalid' }
  | { kind: 'first_confirmed'; userId: string }
  | { kind: 'applied'; userId: string; email: string };

interface PendingRow {
  id: string;
  email: string | null;
  email_change: string;
  token_current: string;
  token_new: string;
  confirm_status: number;
  expired: boolean;
}

/**
 * GoTrue's emailChangeVerify with secure email change: the first link followed (either one) only records that
 * side as confirmed and spends its token; the second applies the change. A token that is unknown, already
 * spent or older than the expiry is invalid. The user row is locked so two links followed at once cannot
 * both count as the first. Unlike GoTrue with autoconfirm on, one link never suffices: the address's owner
 * and the account's owner must both agree before anything about the account changes.
 */
export async function confirmEmailChange(tx: Queryable, tokenHash: string): Promise<EmailChangeOutcome> {
  if (!/^[0-9a-f]{56}$/.test(tokenHash)) return { kind: 'invalid' };
  const { rows } = await tx.query<PendingRow>(
    `select id, email, email_change, email_change_token_current as token_current, email_change_token_new as token_new,
       email_change_confirm_status as confirm_status,
       email_change_sent_at is null or email_change_sent_at <= now() - make_interval(secs => $2) as expired
     from auth.users
     where (email_change_token_current = $1 or email_change_token_new = $1) and deleted_at is null
       and coalesce(email_change, '') <> ''
     for update`,
    [tokenHash, EMAIL_CHANGE_TTL_SECONDS],
  );
  const row = rows[0];
  if (!row || row.expired) return { kind: 'invalid' };
  const matchedCurrent = row.token_current === tokenHash;
  if (row.confirm_status === 0 && row.email) {
    const column = matchedCurrent ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [row.id],
    );
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type`,
      [row.id, column],
    );
    return { kind: 'first_confirmed', userId: row.id };
  }
  await applyEmailChange(tx, row.id, row.email_change);
  return { kind: 'applied', userId: row.id, email: row.email_change };
}

/**
 * GoTrue's ConfirmEmailChange: the email becomes the new address (the profile and donation triggers run now,
 * not before), every one-time token of the user is spent, and the email identity follows.
 */
async function applyEmailChange(tx: Queryable, userId: string, email: string): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId, email],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
