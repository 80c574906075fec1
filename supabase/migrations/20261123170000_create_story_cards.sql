-- Story cards: what the calendar's day cards show of a story, without the story text. Per language, its title
-- and summary; its content only where a card needs it (a blank summary is replaced by the opening of the
-- content, and a blank title leaves the content to decide whether the language has text at all). A client asks
-- for its own language and Spanish (`cards->en`, `cards->es`), a few hundred bytes per story instead of the
-- eight full texts.
-- Security invoker: the view reads public.stories as the caller, so the stories policies apply (anon never
-- gets a scheduled story).
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

create view public.story_cards
with (security_invoker = true)
as
  select
    s.id,
    s.publish_date,
    s.author,
    s.tags,
    s.hashtags,
    s.image_url,
    s.read_time,
    (select jsonb_object_agg(t.lang,
        jsonb_build_object('title', t.entry -> 'title', 'summary', t.entry -> 'summary')
        || case when public.has_visible_text(t.entry ->> 'title') and public.has_visible_text(t.entry ->> 'summary')
                then '{}'::jsonb
                else jsonb_build_object('content', t.entry -> 'content') end)
      from jsonb_each(s.translations) as t(lang, entry)) as cards
  from public.stories s;

comment on view public.story_cards is
  'Per story, what a calendar card shows: cards->{lang} is {title, summary}, plus content only when the title or summary is blank.';

-- Read-only: stories are written through their table.
revoke insert, update, delete, truncate on public.story_cards from anon, authenticated;
grant select on public.story_cards to anon, authenticated, service_role;
