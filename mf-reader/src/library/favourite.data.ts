// Whether the signed-in reader keeps a story as a favourite, and changing it: the query, its cache key and its
// hook. The database's policies keep each reader to their own rows, so the query asks only for the story.
import useSWR from 'swr';
import { dataKey } from '@tales/shared/data';
import { useAuthStore } from '@tales/shared/stores';
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { libraryError, type LibraryError } from './library-error';

/** One reader's answer for one story; a reader's own data, never persisted on the device. */
export const favouriteKey = (userId: string, storyId: string): string =>
  dataKey('user', ['favourite', userId, storyId]);

export async function getIsFavourite(storyId: string, db: SupabaseClient = getSupabase()): Promise<boolean> {
  const { data, error } = await (await db.rest()).from('favourites').select('story_id').eq('story_id', storyId);
  if (error) throw libraryError(error);
  return (data ?? []).length > 0;
}

/** Keeps the story as a favourite (`on`) or lets it go; keeping one already kept changes nothing. */
export async function setFavourite(storyId: string, on: boolean, db: SupabaseClient = getSupabase()): Promise<void> {
  const rest = await db.rest();
  const { error } = on
    ? await rest
        .from('favourites')
        .upsert({ story_id: storyId }, { onConflict: 'user_id,story_id', ignoreDuplicates: true })
    : await rest.from('favourites').delete().eq('story_id', storyId);
  if (error) throw libraryError(error);
}

export type Favourite = {
  /** Undefined until the first answer. */
  isFavourite: boolean | undefined;
  loadError: LibraryError | undefined;
  /** Changes the favourite; the shown state moves at once and returns to the previous one if the change fails. */
  change: (on: boolean) => Promise<void>;
};

export function useFavourite(storyId: string): Favourite {
  const userId = useAuthStore((s) => s.user?.id);
  const key = userId ? favouriteKey(userId, storyId) : null;
  const { data, error, mutate } = useSWR<boolean, LibraryError>(key, () => getIsFavourite(storyId));
  return {
    isFavourite: data,
    loadError: error,
    change: async (on) => {
      await mutate(
        async () => {
          await setFavourite(storyId, on);
          return on;
        },
        { optimisticData: on, rollbackOnError: true, revalidate: false, throwOnError: true },
      );
    },
  };
}
