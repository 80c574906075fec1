import { storySelect } from '@tales/catalog';
import type { Database } from '../src/db';

/** The year the benchmark's month query reads; one story per day, like the real site. */
export const BENCH_YEAR = 2025;

/**
 * The reader's page's story of the day as the browser asks for it (an English reader's columns, one row), for a day of
 * BENCH_YEAR.
 */
export const STORY_OF_THE_DAY_REQUEST = {
  path: `/rest/v1/rpc/story_of_the_day?${new URLSearchParams([
    ['select', storySelect('en')],
    ['limit', '1'],
  ])}`,
  body: JSON.stringify({ day: `${BENCH_YEAR}-06-15`, tz: 'Europe/Madrid' }),
};

/** One published story per day of BENCH_YEAR, with all eight translations, so month queries return ~30 full rows. */
export async function seedBenchStories(db: Database): Promise<void> {
  await db.query(
    `insert into public.stories (translations, author, publish_date, tags, hashtags, read_time)
     select (select jsonb_object_agg(lang, jsonb_build_object(
               'title', 'Story ' || d::date || ' ' || lang,
               'content', repeat('Once upon a time, a lighthouse keeper collected storms in jars. ', 16),
               'summary', 'A short summary of the story of ' || d::date))
             from unnest(array['es','en','fr','de','it','pt','ru','cn']) as lang),
            'Bench Author', d + interval '12 hours', array['fantasy','kids'], array['#bench'], 5
     from generate_series(make_date($1, 1, 1)::timestamptz, make_date($1, 12, 31)::timestamptz, interval '1 day') as d`,
    [BENCH_YEAR],
  );
  // As autovacuum would soon after a bulk load: a bench on a never-analyzed table measures plans no site runs.
  await db.query('analyze public.stories');
}
