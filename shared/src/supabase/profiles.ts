// The signed-in user's profile (SPEC §3 User). Rows come from public.profiles, created by a trigger at sign-up.
import type { SupabaseClient } from './create-client';
import { getSupabase } from './client';
import type { Profile, ProfileRow } from './types';

export function mapProfile(row: ProfileRow): Profile {
  return {
    uid: row.id,
    email: row.email ?? '',
    displayName: row.display_name ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    hasDonated: row.has_donated === true,
  };
}

/** The profile of `uid`, or null when there is none (RLS shows a user only their own). */
export async function getProfile(uid: string, db: SupabaseClient = getSupabase()): Promise<Profile | null> {
  const { data, error } = await (
    await db.rest()
  )
    .from('profiles')
    .select('id, email, display_name, role, has_donated')
    .eq('id', uid)
    .maybeSingle();
  if (error) throw error;
  return data ? mapProfile(data as ProfileRow) : null;
}

/** A user may change only their display name (the database refuses the rest). */
export async function updateDisplayName(
  uid: string,
  displayName: string,
  db: SupabaseClient = getSupabase(),
): Promise<void> {
  const { error } = await (await db.rest()).from('profiles').update({ display_name: displayName }).eq('id', uid);
  if (error) throw error;
}

/** A unique violation: the row exists already (the sign-up trigger, or a second tab, wrote it first). */
const UNIQUE_VIOLATION = '23505';

export type ProfileOwner = { id: string; email: string; displayName: string };

/**
 * The user's profile, writing it first when it is missing (SPEC §4). Only id, email and display name are sent:
 * role and the donor flag take their database defaults (user, false), and column grants refuse anything else.
 */
export async function ensureProfile(owner: ProfileOwner, db: SupabaseClient = getSupabase()): Promise<Profile> {
  const existing = await getProfile(owner.id, db);
  if (existing) return existing;
  const { error } = await (
    await db.rest()
  )
    .from('profiles')
    .insert({ id: owner.id, email: owner.email || null, display_name: owner.displayName || null });
  if (error && error.code !== UNIQUE_VIOLATION) throw error;
  const created = await getProfile(owner.id, db);
  if (!created) throw new Error(`profile of ${owner.id} is still missing after creating it`);
  return created;
}
