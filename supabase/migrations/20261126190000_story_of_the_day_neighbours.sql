-- When the story of the day is also another zone's story of the day. A page the server rendered for one zone (a
-- first visit, before the browser has named its own) moves to the reader's zone once hydrated; with the publish
-- times of the stories just before and after the day's story, the browser tells on its own whether the same
-- story answers the reader's day (first within that day, else the latest before it) and fetches nothing then.
create or replace function public.story_of_the_day_neighbours(day date, tz text default 'UTC')
returns table (previous_published_at timestamptz, next_published_at timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
  select
    (select max(p.publish_date) from public.stories p where p.publish_date <= s.publish_date and p.id <> s.id),
    (select min(n.publish_date) from public.stories n where n.publish_date >= s.publish_date and n.id <> s.id)
  from public.story_of_the_day(day, tz) s;
end;
$$;

comment on function public.story_of_the_day_neighbours(date, text) is
  'Publish times of the stories just before and just after story_of_the_day(day, tz) (null at either end; no row when there is no story); only stories the caller may read.';

revoke execute on function public.story_of_the_day_neighbours(date, text) from public;
grant execute on function public.story_of_the_day_neighbours(date, text) to anon, authenticated, service_role;
