// What the account page changes and reads in the database: the display name (the profile), a copy of the reader's
// data and the account's deletion (functions that act on the caller alone). The email and the password are
// Supabase Auth's (`@tales/shared/supabase/auth`). Failures carry a code the page turns into words.
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { reloadSignedInProfile, updateDisplayName } from '@tales/shared/supabase/auth';

export type AccountErrorCode = 'forbidden' | 'administrator' | 'database' | 'network';

export class AccountError extends Error {
  readonly code: AccountErrorCode;

  constructor(code: AccountErrorCode, message: string) {
    super(message);
    this.name = 'AccountError';
    this.code = code;
  }
}

/** A PostgREST answer's error as an AccountError (an empty code is a request that never reached the database). */
function accountError(error: { message: string; code?: string; hint?: string | null }): AccountError {
  if (!error.code) return new AccountError('network', error.message);
  if (error.code !== '42501') return new AccountError('database', error.message);
  return new AccountError(error.hint === 'administrator' ? 'administrator' : 'forbidden', error.message);
}

/** Saves the display name and shows it at once in the account menu. */
export async function saveDisplayName(userId: string, name: string, db: SupabaseClient = getSupabase()) {
  try {
    await updateDisplayName(userId, name.trim(), db);
  } catch (error) {
    throw accountError(error as { message: string; code?: string });
  }
  await reloadSignedInProfile(db);
}

/** Everything kept about the signed-in reader, as the JSON document `my_data` makes. */
export async function getMyData(db: SupabaseClient = getSupabase()): Promise<unknown> {
  const { data, error } = await (await db.rest()).rpc('my_data');
  if (error) throw accountError(error);
  return data;
}

/** Deletes the signed-in reader's account, then forgets the session on this device (it no longer exists). */
export async function deleteMyAccount(db: SupabaseClient = getSupabase()): Promise<void> {
  const { error } = await (await db.rest()).rpc('delete_my_account');
  if (error) throw accountError(error);
  await db.auth.signOut({ scope: 'local' });
}
