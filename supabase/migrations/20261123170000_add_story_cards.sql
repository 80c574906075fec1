-- Story cards: what the calendar's day cards show of a story, without the story text. Per language, its title
-- and summary; its content only where a card needs it (a blank summary is replaced by the opening of the
-- content, and a blank title leaves the content to decide whether the language has text at all). A client asks
-- for its own language and Spanish (`cards->en`, `cards->es`): a few hundred bytes per story instead of the
-- eight full texts. A stored generated column, so a read costs no more than reading it (it is written with the
-- story), and a column of public.stories, so the stories policies apply as to every other column.

-- True when the text has a character other than whitespace as JavaScript's trim() sees it (the browser decides
-- blankness with trim(), so a summary this calls visible is one the browser shows).
create or replace function public.has_visible_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '[^ \t\n\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', false);
$$;

-- Immutable, so a generated column may call it (generation expressions cannot hold subqueries themselves).
create or replace function public.story_cards_of(translations jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(t.lang,
      jsonb_build_object('title', t.entry -> 'title', 'summary', t.entry -> 'summary')
      || case when public.has_visible_text(t.entry ->> 'title') and public.has_visible_text(t.entry ->> 'summary')
              then '{}'::jsonb
              else jsonb_build_object('content', t.entry -> 'content') end), '{}'::jsonb)
  -- Anything but an object yields no cards, so the stories CHECK constraints (evaluated after generated columns)
  -- are what rejects it, with their own code.
  from jsonb_each(case when jsonb_typeof(translations) = 'object' then translations else '{}'::jsonb end) as t(lang, entry);
$$;

comment on function public.story_cards_of(jsonb) is
  'The cards of a story''s translations: per language {title, summary}, plus content when the title or summary is blank.';

alter table public.stories
  add column cards jsonb not null generated always as (public.story_cards_of(translations)) stored;

comment on column public.stories.cards is
  'Generated from translations: per language what a calendar card shows, {title, summary} plus content only when the title or summary is blank.';
