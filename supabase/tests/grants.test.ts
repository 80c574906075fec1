/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

/**
 * Every privilege the API roles hold in schema public, whole tables and single columns, and the functions they
 * may run: a project created today exposes nothing else (supabase/migrations/*_grant_data_api_access.sql).
 * A grant added or dropped without saying so here fails this test; the RLS matrix shows what each one allows.
 */
const EXPECTED = [
  'anon: EXECUTE on function has_visible_text(text)',
  'anon: EXECUTE on function is_admin()',
  'anon: EXECUTE on function live_remotes()',
  'anon: EXECUTE on function record_page_view(text, text, text, text, text)',
  'anon: EXECUTE on function record_remote_failure(text)',
  'anon: EXECUTE on function release_failures()',
  'anon: EXECUTE on function release_go_live(text, text, integer)',
  'anon: EXECUTE on function release_promote(text)',
  'anon: EXECUTE on function release_register(text, text, text, text, text[], jsonb)',
  'anon: EXECUTE on function release_rollback(text)',
  'anon: EXECUTE on function search_stories(text, text, integer)',
  'anon: EXECUTE on function story_of_the_day(date, text)',
  'anon: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'anon: EXECUTE on function story_onward(uuid)',
  'anon: EXECUTE on function story_search_bigrams(text)',
  'anon: EXECUTE on function story_search_cjk_snippet(text, text)',
  'anon: EXECUTE on function story_search_config(text)',
  'anon: EXECUTE on function story_search_entry(jsonb, text)',
  'anon: EXECUTE on function story_search_hits(tsquery, text, text, boolean)',
  'anon: EXECUTE on function story_search_page(tsquery, text, text, boolean, integer, integer)',
  'anon: SELECT on remote_live',
  'anon: SELECT on remote_releases',
  'anon: SELECT on stories',
  'authenticated: DELETE on favourites',
  'authenticated: DELETE on reading_history',
  'authenticated: DELETE on stories',
  'authenticated: EXECUTE on function delete_my_account()',
  'authenticated: EXECUTE on function has_visible_text(text)',
  'authenticated: EXECUTE on function is_admin()',
  'authenticated: EXECUTE on function live_remotes()',
  'authenticated: EXECUTE on function my_data()',
  'authenticated: EXECUTE on function newsletter_stats()',
  'authenticated: EXECUTE on function reader_stats(integer, text)',
  'authenticated: EXECUTE on function record_page_view(text, text, text, text, text)',
  'authenticated: EXECUTE on function record_remote_failure(text)',
  'authenticated: EXECUTE on function release_failures()',
  'authenticated: EXECUTE on function release_go_live(text, text, integer)',
  'authenticated: EXECUTE on function release_promote(text)',
  'authenticated: EXECUTE on function release_register(text, text, text, text, text[], jsonb)',
  'authenticated: EXECUTE on function release_rollback(text)',
  'authenticated: EXECUTE on function search_stories(text, text, integer)',
  'authenticated: EXECUTE on function story_cards_of(jsonb)',
  'authenticated: EXECUTE on function story_missing_languages(jsonb)',
  'authenticated: EXECUTE on function story_of_the_day(date, text)',
  'authenticated: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'authenticated: EXECUTE on function story_onward(uuid)',
  'authenticated: EXECUTE on function story_search_bigrams(text)',
  'authenticated: EXECUTE on function story_search_cjk_snippet(text, text)',
  'authenticated: EXECUTE on function story_search_config(text)',
  'authenticated: EXECUTE on function story_search_document(jsonb, text)',
  'authenticated: EXECUTE on function story_search_entry(jsonb, text)',
  'authenticated: EXECUTE on function story_search_head(jsonb, text)',
  'authenticated: EXECUTE on function story_search_hits(tsquery, text, text, boolean)',
  'authenticated: EXECUTE on function story_search_page(tsquery, text, text, boolean, integer, integer)',
  'authenticated: EXECUTE on function story_search_titles(jsonb)',
  'authenticated: EXECUTE on function story_translations_are_valid(jsonb)',
  'authenticated: INSERT (author, hashtags, image_url, publish_date, read_time, tags, translations) on stories',
  'authenticated: INSERT (display_name, email, id) on profiles',
  'authenticated: INSERT (read_at, story_id, user_id) on reading_history',
  'authenticated: INSERT (story_id, user_id) on favourites',
  'authenticated: SELECT on donations',
  'authenticated: SELECT on favourites',
  'authenticated: SELECT on page_views',
  'authenticated: SELECT on profiles',
  'authenticated: SELECT on reading_history',
  'authenticated: SELECT on remote_live',
  'authenticated: SELECT on remote_releases',
  'authenticated: SELECT on stories',
  'authenticated: UPDATE (author, hashtags, image_url, publish_date, read_time, tags, translations) on stories',
  'authenticated: UPDATE (display_name) on profiles',
  'authenticated: UPDATE (read_at) on reading_history',
  'service_role: DELETE on page_views',
  'service_role: DELETE on stories',
  'service_role: EXECUTE on function deploy_key_create(text, text)',
  'service_role: EXECUTE on function deploy_key_holder(text)',
  'service_role: EXECUTE on function has_visible_text(text)',
  'service_role: EXECUTE on function is_admin()',
  'service_role: EXECUTE on function live_remotes()',
  'service_role: EXECUTE on function newsletter_claim(bigint, integer, timestamp with time zone, interval, integer)',
  'service_role: EXECUTE on function newsletter_confirm(text, text)',
  'service_role: EXECUTE on function newsletter_manage_settings(text)',
  'service_role: EXECUTE on function newsletter_manage_token(uuid, text)',
  'service_role: EXECUTE on function newsletter_manage_update(text, text, smallint, text)',
  'service_role: EXECUTE on function newsletter_record(bigint, jsonb, timestamp with time zone, integer)',
  'service_role: EXECUTE on function newsletter_run_finish(bigint, timestamp with time zone)',
  'service_role: EXECUTE on function newsletter_run_start(timestamp with time zone)',
  'service_role: EXECUTE on function newsletter_stop_by_message(text, text, timestamp with time zone)',
  'service_role: EXECUTE on function newsletter_subscribe(text, text, smallint, text, text, text, text)',
  'service_role: EXECUTE on function newsletter_unsubscribe(text)',
  'service_role: EXECUTE on function record_donation(text, text, numeric, text, text, text, jsonb)',
  'service_role: EXECUTE on function record_remote_failure(text)',
  'service_role: EXECUTE on function release_failures()',
  'service_role: EXECUTE on function release_go_live(text, text, integer)',
  'service_role: EXECUTE on function release_promote(text)',
  'service_role: EXECUTE on function release_register(text, text, text, text, text[], jsonb)',
  'service_role: EXECUTE on function release_rollback(text)',
  'service_role: EXECUTE on function release_unpin(text)',
  'service_role: EXECUTE on function search_stories(text, text, integer)',
  'service_role: EXECUTE on function story_cards_of(jsonb)',
  'service_role: EXECUTE on function story_missing_languages(jsonb)',
  'service_role: EXECUTE on function story_of_the_day(date, text)',
  'service_role: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'service_role: EXECUTE on function story_onward(uuid)',
  'service_role: EXECUTE on function story_search_bigrams(text)',
  'service_role: EXECUTE on function story_search_cjk_snippet(text, text)',
  'service_role: EXECUTE on function story_search_config(text)',
  'service_role: EXECUTE on function story_search_document(jsonb, text)',
  'service_role: EXECUTE on function story_search_entry(jsonb, text)',
  'service_role: EXECUTE on function story_search_head(jsonb, text)',
  'service_role: EXECUTE on function story_search_hits(tsquery, text, text, boolean)',
  'service_role: EXECUTE on function story_search_page(tsquery, text, text, boolean, integer, integer)',
  'service_role: EXECUTE on function story_search_titles(jsonb)',
  'service_role: EXECUTE on function story_translations_are_valid(jsonb)',
  'service_role: INSERT on page_views',
  'service_role: INSERT on stories',
  'service_role: SELECT on donations',
  'service_role: SELECT on page_views',
  'service_role: SELECT on profiles',
  'service_role: SELECT on remote_live',
  'service_role: SELECT on remote_releases',
  'service_role: SELECT on stories',
  'service_role: UPDATE (display_name, has_donated, role) on profiles',
  'service_role: UPDATE on stories',
];

const GRANTS_SQL = `
  with roles(name) as (values ('anon'), ('authenticated'), ('service_role'), ('public')),
  tables as (
    select r.name as grantee, a.privilege_type as privilege, null::text as col, c.relname::text as object
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    cross join lateral aclexplode(c.relacl) a
    join roles r on a.grantee = case r.name when 'public' then 0 else (select oid from pg_roles where rolname = r.name) end
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'S', 'p')
  ),
  columns as (
    select r.name, a.privilege_type, att.attname::text, c.relname
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
    cross join lateral aclexplode(att.attacl) a
    join roles r on a.grantee = case r.name when 'public' then 0 else (select oid from pg_roles where rolname = r.name) end
    where n.nspname = 'public'
  ),
  functions as (
    select r.name, a.privilege_type, null::text,
      'function ' || p.proname || '(' || (select coalesce(string_agg(format_type(t, null), ', ' order by i), '')
                                          from unnest(p.proargtypes) with ordinality u(t, i)) || ')'
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    join roles r on a.grantee = case r.name when 'public' then 0 else (select oid from pg_roles where rolname = r.name) end
    where n.nspname = 'public'
  )
  select grantee, privilege, object, string_agg(col, ', ' order by col) as cols
  from (select * from tables union all select * from columns union all select * from functions) g
  group by grantee, privilege, object, col is null
  order by 1, 2, 3`;

describe(`API roles' privileges in schema public (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle?.close());

  it('are exactly the ones the site needs, and PUBLIC holds none', async () => {
    const { rows } = await db.query<{ grantee: string; privilege: string; object: string; cols: string | null }>(
      GRANTS_SQL,
    );
    const grants = rows.map((r) => `${r.grantee}: ${r.privilege}${r.cols ? ` (${r.cols})` : ''} on ${r.object}`).sort();
    expect(grants).toEqual(EXPECTED);
  });
});
