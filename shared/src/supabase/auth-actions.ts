// What a person does with their account (SPEC §7): sign up, sign in, sign out, ask for a reset link, set a new
// password, move the account to another email. Each throws an AuthActionError whose `code` picks the toast (auth-errors.ts); the auth store
// follows on its own through Supabase's auth events (auth-sync.ts).
import type { User } from '@supabase/auth-js';
import type { SupabaseClient } from './create-client';
import type { Language } from '../i18n/languages';
import { pathFor } from '../routing/paths';
import { setPasswordRecovery } from '@tales/shared/stores';
import { toAuthActionError, type AuthAction } from './auth-errors';
import { metadataName } from './auth-sync';
import { getSupabase } from './client';
import { ensureProfile } from './profiles';

type Outcome = { data: unknown; error: unknown };
type Success<R extends Outcome> = Extract<R, { error: null }>['data'];

/** Runs one Supabase Auth call; whatever it returns or throws as an error becomes an AuthActionError. */
async function attempt<R extends Outcome>(action: AuthAction, call: () => Promise<R>): Promise<Success<R>> {
  let result: R;
  try {
    result = await call();
  } catch (error) {
    throw toAuthActionError(error, action);
  }
  if (result.error) throw toAuthActionError(result.error, action);
  return result.data as Success<R>;
}

export type SignUpResult = {
  user: User | null;
  /** True when the project asks new users to confirm their address first: no session yet. */
  needsEmailConfirmation: boolean;
};

/**
 * Creates the account with the name as metadata, makes sure the name stuck, then the profile row (the database
 * trigger normally wrote it already; role and donor flag always come from the database defaults).
 */
export async function signUp(
  name: string,
  email: string,
  password: string,
  db: SupabaseClient = getSupabase(),
): Promise<SignUpResult> {
  const displayName = name.trim();
  const data = await attempt('signup', () =>
    db.auth.signUp({ email: email.trim(), password, options: { data: { name: displayName } } }),
  );
  if (!data.session || !data.user) return { user: data.user, needsEmailConfirmation: true };
  let user = data.user;
  try {
    if (metadataName(user) !== displayName)
      user = await attempt('signup', () => db.auth.updateUser({ data: { name: displayName } })).then((d) => d.user);
    await ensureProfile({ id: user.id, email: user.email ?? '', displayName }, db);
  } catch (error) {
    // The account exists and is signed in; the auth sync writes a missing profile again on its own.
    console.warn('[tales] sign-up: display name or profile not saved yet', error);
  }
  return { user, needsEmailConfirmation: false };
}

export async function signIn(email: string, password: string, db: SupabaseClient = getSupabase()): Promise<User> {
  const data = await attempt('login', () => db.auth.signInWithPassword({ email: email.trim(), password }));
  return data.user;
}

export async function signOut(db: SupabaseClient = getSupabase()): Promise<void> {
  await attempt('logout', async () => ({ data: null, ...(await db.auth.signOut()) }));
}

/** Where the reset mail's link lands: the home page in the language the reader asked in. */
export function passwordResetRedirect(language: Language, origin: string = window.location.origin): string {
  return `${origin}${pathFor('home', language)}`;
}

/**
 * Mails a reset link. An address without an account is a success too, with the same confirmation, so the form
 * never tells who has an account.
 */
export async function requestPasswordReset(
  email: string,
  language: Language,
  db: SupabaseClient = getSupabase(),
  origin: string = window.location.origin,
): Promise<void> {
  const redirectTo = passwordResetRedirect(language, origin);
  const { error } = await db.auth
    .resetPasswordForEmail(email.trim(), { redirectTo })
    .catch((thrown: unknown) => ({ error: thrown }));
  if (!error || (error as { code?: string }).code === 'user_not_found') return;
  throw toAuthActionError(error, 'reset');
}

/** Saves a new password for the signed-in user (the reset link signed them in) and ends the recovery step. */
export async function updatePassword(password: string, db: SupabaseClient = getSupabase()): Promise<void> {
  await attempt('updatePassword', () => db.auth.updateUser({ password }));
  setPasswordRecovery('none');
}

/**
 * Asks to move the signed-in account to `email`. With double confirmation (config.toml) a link goes to the current
 * address and one to the new one; the change is made once both are followed, and each leads to `redirectTo`.
 */
export async function requestEmailChange(
  email: string,
  redirectTo: string,
  db: SupabaseClient = getSupabase(),
): Promise<void> {
  await attempt('updateEmail', () => db.auth.updateUser({ email: email.trim() }, { emailRedirectTo: redirectTo }));
}
