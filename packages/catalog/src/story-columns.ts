// Which columns of public.stories a whole story is read from (everything a reader's page shows, not the search
// columns). The browser's data layer selects them and the API bench asks for exactly them, so both read this one list.
export const STORY_COLUMNS =
  'id, translations, author, publish_date, tags, hashtags, image_url, read_time, created_at, updated_at';
