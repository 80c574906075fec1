-- Onward from a story, same rows and signature, by index lookups: the story's date and genres into variables, the
-- previous and next story by a scan of the publish_date index from that date, the related stories by a backward
-- scan of it that stops at the third match. The previous body read them through a CTE used three times, which is
-- materialized, so the date became a join filter (the scans walked the index from either end to the story) and the
-- related stories came from a sequential scan and a sort: the whole archive on every story page.
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
declare
  current_published_at timestamptz;
  current_tags text[];
  previous_id uuid;
  next_id uuid;
begin
  select s.publish_date, s.tags into current_published_at, current_tags from public.stories s where s.id = story_id;
  if not found then
    return;
  end if;
  -- Stories on the same instant are ordered by id, so every story has one previous and one next.
  select s.id into previous_id from public.stories s
  where (s.publish_date, s.id) < (current_published_at, story_id)
  order by s.publish_date desc, s.id desc
  limit 1;
  select s.id into next_id from public.stories s
  where (s.publish_date, s.id) > (current_published_at, story_id)
  order by s.publish_date asc, s.id asc
  limit 1;
  return query
  with related as (
    select s.id from public.stories s
    where s.tags && current_tags
      and s.id <> story_id
      and s.id is distinct from previous_id
      and s.id is distinct from next_id
    order by s.publish_date desc, s.id desc
    limit 3
  ),
  picked as (
    select 'previous'::text as relation, previous_id as id, 0 as rank where previous_id is not null
    union all select 'next'::text, next_id, 1 where next_id is not null
    union all select 'related'::text, r.id, 2 from related r
  )
  select k.relation, s.id, s.publish_date, s.author, s.tags, s.hashtags, s.image_url, s.read_time, s.cards
  from picked k join public.stories s on s.id = k.id
  order by k.rank, s.publish_date desc, s.id desc;
end;
$$;
