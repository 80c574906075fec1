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
  'anon: EXECUTE on function is_admin()',
  'anon: EXECUTE on function record_page_view(text, text, text, text, text)',
  'anon: EXECUTE on function story_of_the_day(date, text)',
  'anon: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'anon: EXECUTE on function story_onward(uuid)',
  'anon: SELECT on stories',
  'authenticated: DELETE on stories',
  'authenticated: EXECUTE on function has_visible_text(text)',
  'authenticated: EXECUTE on function is_admin()',
  'authenticated: EXECUTE on function record_page_view(text, text, text, text, text)',
  'authenticated: EXECUTE on function story_cards_of(jsonb)',
  'authenticated: EXECUTE on function story_missing_languages(jsonb)',
  'authenticated: EXECUTE on function story_of_the_day(date, text)',
  'authenticated: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'authenticated: EXECUTE on function story_onward(uuid)',
  'authenticated: EXECUTE on function story_translations_are_valid(jsonb)',
  'authenticated: INSERT (author, hashtags, image_url, publish_date, read_time, tags, translations) on stories',
  'authenticated: INSERT (display_name, email, id) on profiles',
  'authenticated: SELECT on donations',
  'authenticated: SELECT on page_views',
  'authenticated: SELECT on profiles',
  'authenticated: SELECT on stories',
  'authenticated: UPDATE (author, hashtags, image_url, publish_date, read_time, tags, translations) on stories',
  'authenticated: UPDATE (display_name) on profiles',
  'service_role: DELETE on page_views',
  'service_role: DELETE on stories',
  'service_role: EXECUTE on function has_visible_text(text)',
  'service_role: EXECUTE on function is_admin()',
  'service_role: EXECUTE on function record_donation(text, text, numeric, text, text, text, jsonb)',
  'service_role: EXECUTE on function story_cards_of(jsonb)',
  'service_role: EXECUTE on function story_missing_languages(jsonb)',
  'service_role: EXECUTE on function story_of_the_day(date, text)',
  'service_role: EXECUTE on function story_of_the_day_neighbours(date, text)',
  'service_role: EXECUTE on function story_onward(uuid)',
  'service_role: EXECUTE on function story_translations_are_valid(jsonb)',
  'service_role: INSERT on page_views',
  'service_role: INSERT on stories',
  'service_role: SELECT on donations',
  'service_role: SELECT on page_views',
  'service_role: SELECT on profiles',
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
