// Starts the story-of-the-day query during boot, in parallel with loading the reader remote, so the data
// is not requested only after the remote's code has arrived (DESIGN.md principle 4).
import { preload } from 'swr';
import { dayKey } from '@tales/shared/i18n';
import { getStoryOfTheDay } from '@tales/shared/supabase';
import { cacheKeys } from './cache-times';
import { getPageCache } from './DataProvider';
import { isStaleIn } from './freshness';

export function preloadStoryOfTheDay(today: Date = new Date()): void {
  const key = cacheKeys.storyOfTheDay(dayKey(today));
  if (!isStaleIn(getPageCache(), key)) return; // fresh in the persisted cache: no request
  preload(key, () => getStoryOfTheDay(today)).catch(() => undefined); // the page shows the error state itself
}
