// What only a signed-in session needs, downloaded when the first one is seen: the profile (written when it is
// missing) and its re-reading whenever the page is shown again. A reader who never signs in never loads it.
import type { AuthProfile } from '@tales/shared/stores';
import type { SupabaseClient } from './create-client';
import { toAuthProfile } from './profile-refresh';
import { ensureProfile, type ProfileOwner } from './profiles';

export { refreshWhenShown, reloadSignedInProfile } from './profile-refresh';

export async function signedInProfile(owner: ProfileOwner, db: SupabaseClient): Promise<AuthProfile> {
  return toAuthProfile(await ensureProfile(owner, db));
}
