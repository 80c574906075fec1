// Which columns of public.stories a whole story is read from with every translation (not the search columns): what
// the admin edits and the feeds of every language read. A reader's page reads one language's (storySelect).
export const STORY_COLUMNS =
  'id, translations, author, publish_date, tags, hashtags, image_url, read_time, created_at, updated_at';
