export { getSupabase, preloadAuth, setSupabase } from './client';
export {
  createSupabaseClient,
  createSupabaseClientWith,
  type SupabaseClient,
  type SupabaseClientOptions,
} from './create-client';
export { mapLocalizedStory, mapStory, mapStoryPreview, STORY_COLUMNS, storySelect } from './map-story';
export { trackPageView } from './analytics';
export { toDate, formatTimestamp, DATE_NOT_AVAILABLE } from './timestamps';
export { localized, hasOwnTranslation, baseLanguage } from './localized';
export { genres, isGenre, type Genre } from '@tales/catalog';
export type * from './types';
export { startAuthSync, refreshProfile } from './auth-sync';
