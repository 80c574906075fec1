-- Story of the day, same rule and signature, in three index lookups: the day's first story by a range scan on
-- publish_date, else the latest before the day by a backward scan, then the row by its key. The previous body kept
-- the day's bounds in a CTE used twice, which is materialized, so its range became a filter and the scan walked the
-- index from the oldest story to the day; and the row was chosen by `id = coalesce(subquery, subquery)`, which the
-- cached generic plan answers with a sequential scan. Both read the whole archive on every request.
create or replace function public.story_of_the_day(day date, tz text default 'UTC')
returns setof public.stories
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  day_start constant timestamptz := day::timestamp at time zone tz;
  day_end constant timestamptz := (day + 1)::timestamp at time zone tz;
  story_id uuid;
begin
  select first_today.id into story_id
  from public.stories first_today
  where first_today.publish_date >= day_start and first_today.publish_date < day_end
  order by first_today.publish_date asc, first_today.id
  limit 1;
  if story_id is null then
    select latest_before.id into story_id
    from public.stories latest_before
    where latest_before.publish_date < day_start
    order by latest_before.publish_date desc, latest_before.id
    limit 1;
  end if;
  return query select s.* from public.stories s where s.id = story_id;
end;
$$;
