-- What each API role may do with each table and function of schema public, stated once and in full.
--
-- A hosted project exposes nothing it has not granted: since 2026-10-30 a table that a migration creates in
-- public has no privilege for anon, authenticated or service_role (and its default privileges still hand
-- those roles REFERENCES, TRIGGER and TRUNCATE), while functions stay executable by PUBLIC. So every grant starts
-- from nothing here, and each is as narrow as a feature of the site needs. Row-level security then decides which
-- rows: a grant says what a role may ever do, a policy says to which rows.

-- Tables: start from nothing (this also clears column grants made by earlier migrations).
revoke all on public.stories, public.profiles, public.page_views, public.donations
  from public, anon, authenticated, service_role;

-- Stories: everyone reads (the policies hide scheduled ones); admins write the editor's columns (the policies
-- limit writes to admins; id and timestamps are the server's); the service role imports and maintains them.
grant select on public.stories to anon, authenticated;
grant insert (translations, author, publish_date, tags, hashtags, image_url, read_time) on public.stories to authenticated;
grant update (translations, author, publish_date, tags, hashtags, image_url, read_time) on public.stories to authenticated;
grant delete on public.stories to authenticated;
grant select, insert, update, delete on public.stories to service_role;

-- Profiles: a reader reads their own row and may create it if missing, with defaults, and change only the
-- name; role and donor flag are out of every client's reach. The service role reads them and sets role and
-- donor flag (the first admin, a donation recorded by hand).
grant select on public.profiles to authenticated;
grant insert (id, email, display_name) on public.profiles to authenticated;
grant update (display_name) on public.profiles to authenticated;
grant select, update (display_name, role, has_donated) on public.profiles to service_role;

-- Page views: anyone records one (the descriptive columns only; id and time are the server's); admins read
-- them; the service role reads them, imports them in bulk and deletes old ones.
grant insert (title, location, path, language, referrer, user_id) on public.page_views to anon, authenticated;
grant select on public.page_views to authenticated;
grant select, insert, delete on public.page_views to service_role;

-- Donations: admins read them; they are written only through record_donation (security definer), which only
-- the service role (the donation webhook) may call.
grant select on public.donations to authenticated, service_role;

-- Functions: nobody runs one unless granted below. Trigger functions and the helpers that security definer
-- functions call need no grant: triggers and definer functions run them with their owner's rights.
revoke execute on all functions in schema public from public, anon, authenticated, service_role;

-- Policies call is_admin() as the request's role.
grant execute on function public.is_admin() to anon, authenticated, service_role;
-- The story of the day, through the API.
grant execute on function public.story_of_the_day(date, text) to anon, authenticated, service_role;
-- The stories table's CHECK constraints and generated cards column call these as the writing role.
grant execute on function public.story_translations_are_valid(jsonb) to authenticated, service_role;
grant execute on function public.story_cards_of(jsonb) to authenticated, service_role;
grant execute on function public.has_visible_text(text) to authenticated, service_role;
-- The donation webhook's one write.
grant execute on function public.record_donation(text, text, numeric, text, text, text, jsonb) to service_role;

-- Functions later migrations create are not executable by PUBLIC either: each states its own grants.
alter default privileges for role postgres in schema public revoke execute on functions from public;
