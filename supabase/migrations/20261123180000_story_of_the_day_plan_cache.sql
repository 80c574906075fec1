-- Story of the day, same rule and signature, in PL/pgSQL: a SQL function with its own search_path is never
-- inlined, and PostgreSQL then parses and plans its body on every call; PL/pgSQL keeps the plan for the
-- connection, so the day's story costs one index lookup per request instead of a planning pass.
create or replace function public.story_of_the_day(day date, tz text default 'UTC')
returns setof public.stories
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
  with bounds as (
    select (day::timestamp at time zone tz) as day_start,
           ((day + 1)::timestamp at time zone tz) as day_end
  )
  select s.*
  from public.stories s
  where s.id = coalesce(
    (select first_today.id from public.stories first_today, bounds b
      where first_today.publish_date >= b.day_start and first_today.publish_date < b.day_end
      order by first_today.publish_date asc, first_today.id
      limit 1),
    (select latest_before.id from public.stories latest_before, bounds b
      where latest_before.publish_date < b.day_start
      order by latest_before.publish_date desc, latest_before.id
      limit 1)
  );
end;
$$;

comment on function public.story_of_the_day(date, text) is
  'The first story published on day (in time zone tz, default UTC), else the most recent before it; only stories the caller may read.';
