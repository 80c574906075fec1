-- Onward from a story: the stories published just before and just after it, and up to three others sharing one of
-- its genres (newest first, neither the story itself nor those two), among the stories the caller may read. Security
-- invoker over public.stories, so its policies apply: a reader never gets a scheduled story, not even as the next
-- one. One call instead of a query for the story's date and genres followed by three more; each row carries the
-- columns a card selects (`cards` included), so the client reads the language it shows, not the story texts.
-- PL/pgSQL, as story_of_the_day: the plan is kept for the connection instead of being made on every call.
create or replace function public.story_onward(story_id uuid)
returns table (
  relation text,
  id uuid,
  publish_date timestamptz,
  author text,
  tags text[],
  hashtags text[],
  image_url text,
  read_time integer,
  cards jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with current_story as (
    select s.id, s.publish_date, s.tags from public.stories s where s.id = story_id
  ),
  -- Stories on the same instant are ordered by id, so every story has one previous and one next.
  previous_story as (
    select s.id from public.stories s, current_story c
    where (s.publish_date, s.id) < (c.publish_date, c.id)
    order by s.publish_date desc, s.id desc
    limit 1
  ),
  next_story as (
    select s.id from public.stories s, current_story c
    where (s.publish_date, s.id) > (c.publish_date, c.id)
    order by s.publish_date asc, s.id asc
    limit 1
  ),
  related as (
    select s.id from public.stories s, current_story c
    where s.tags && c.tags
      and s.id <> c.id
      and s.id not in (select p.id from previous_story p union all select n.id from next_story n)
    order by s.publish_date desc, s.id desc
    limit 3
  ),
  picked as (
    select 'previous'::text as relation, p.id, 0 as rank from previous_story p
    union all select 'next'::text, n.id, 1 from next_story n
    union all select 'related'::text, r.id, 2 from related r
  )
  select k.relation, s.id, s.publish_date, s.author, s.tags, s.hashtags, s.image_url, s.read_time, s.cards
  from picked k join public.stories s on s.id = k.id
  order by k.rank, s.publish_date desc, s.id desc;
end;
$$;

comment on function public.story_onward(uuid) is
  'The stories just before and after story_id by publish date (relation previous, next) and up to three others sharing a genre, newest first (related); only stories the caller may read.';

-- Functions are executable by PUBLIC when created; only the API roles run this one.
revoke execute on function public.story_onward(uuid) from public;
grant execute on function public.story_onward(uuid) to anon, authenticated, service_role;
