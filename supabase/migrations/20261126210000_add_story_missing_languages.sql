-- Which of the eight languages a story still lacks (a blank title or content): the admin's stories list shows
-- it per row ("6/8") and filters on it, without downloading the story texts. A stored generated column of
-- public.stories, so the stories policies apply to it as to every other column (readers see it only on
-- published stories, admins on scheduled ones too).

-- Immutable, so a generated column may call it; security invoker (the default), it reads nothing but its argument.
create or replace function public.story_missing_languages(translations jsonb)
returns text[]
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(l.lang order by l.position), '{}'::text[])
  from unnest(array['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru']) with ordinality as l(lang, position)
  where not (public.has_visible_text(translations -> l.lang ->> 'title')
             and public.has_visible_text(translations -> l.lang ->> 'content'));
$$;

comment on function public.story_missing_languages(jsonb) is
  'The languages (en es pt fr it cn de ru, in that order) whose title or content is missing or blank.';

alter table public.stories
  add column missing_languages text[] not null generated always as (public.story_missing_languages(translations)) stored;

comment on column public.stories.missing_languages is
  'Generated from translations: the languages whose title or content is missing or blank; empty when all eight are complete.';

-- Writers compute the generated column as themselves; readers only read the stored value.
revoke execute on function public.story_missing_languages(jsonb) from public, anon;
grant execute on function public.story_missing_languages(jsonb) to authenticated, service_role;
