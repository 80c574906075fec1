-- What readers read, for the admin's charts: page views per day, per language and per page over the last `days`
-- days (days counted in the admin's zone), the most read stories of the last 7 and 30 days, and donations per
-- month. One call answers one chart page. Security definer so it can read every row without handing admins the
-- raw table's rows one by one, and refusing anyone who is not an admin (42501, which the API answers with 403).
create or replace function public.reader_stats(days integer default 30, tz text default 'UTC')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date;
  since timestamptz;
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'only admins may read the readers'' figures' using errcode = '42501';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  today := (now() at time zone tz)::date;
  since := ((today - (days - 1)) + time '00:00') at time zone tz;

  with views as (
    select v.created_at, v.language, v.title, v.path
    from public.page_views v
    where v.created_at >= since
  ),
  per_day as (
    select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'views', coalesce(c.views, 0)) order by d.day), '[]')
      as value
    from generate_series(today - (days - 1), today, interval '1 day') as d(day)
    left join (
      select (created_at at time zone tz)::date as day, count(*) as views from views group by 1
    ) c on c.day = d.day::date
  ),
  per_language as (
    select coalesce(jsonb_agg(jsonb_build_object('language', language, 'views', views) order by views desc, language), '[]')
      as value
    from (select coalesce(language, '') as language, count(*) as views from views group by 1) l
  ),
  per_page as (
    select coalesce(jsonb_agg(jsonb_build_object('page', page, 'views', views) order by views desc, page), '[]') as value
    from (select coalesce(title, '') as page, count(*) as views from views group by 1) p
  ),
  -- A story page's path ends with the story's id: comparing the last 36 characters as text costs a fraction of a
  -- pattern match per view, and a path that ends otherwise matches no story.
  story_views as (
    select right(path, 36) as story_key, created_at
    from views
    where title = 'Story View'
  ),
  top as (
    select w.window_days,
      coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'titles', t.titles, 'views', t.views)
        order by t.views desc, t.id) filter (where t.id is not null), '[]') as value
    from (values (7), (30)) w(window_days)
    left join lateral (
      select s.id, count(*) as views,
             (select jsonb_object_agg(k, s.translations -> k ->> 'title') from jsonb_object_keys(s.translations) k)
               as titles
      from story_views sv
      join public.stories s on s.id::text = sv.story_key
      where sv.created_at >= ((today - (w.window_days - 1)) + time '00:00') at time zone tz
      group by s.id
      order by views desc, s.id
      limit 10
    ) t on true
    group by w.window_days
  ),
  donations_per_month as (
    select coalesce(jsonb_agg(jsonb_build_object('month', month, 'currency', currency, 'amount', amount,
             'count', gifts) order by month, currency), '[]') as value
    from (
      select to_char(d.received_at at time zone tz, 'YYYY-MM') as month, d.currency, sum(d.amount) as amount,
             count(*) as gifts
      from public.donations d
      where d.received_at >= (date_trunc('month', now() at time zone tz) - interval '11 months') at time zone tz
      group by 1, 2
    ) m
  )
  select jsonb_build_object(
    'days', days,
    'since', since,
    'perDay', (select value from per_day),
    'perLanguage', (select value from per_language),
    'perPage', (select value from per_page),
    'topWeek', coalesce((select value from top where window_days = 7), '[]'),
    'topMonth', coalesce((select value from top where window_days = 30), '[]'),
    'donationsPerMonth', (select value from donations_per_month)
  ) into result;
  return result;
end;
$$;

comment on function public.reader_stats(integer, text) is
  'Admins only: page views per day, language and page over the last `days` days in zone tz, the most read stories of 7 and 30 days, donations per month.';

revoke execute on function public.reader_stats(integer, text) from public, anon;
grant execute on function public.reader_stats(integer, text) to authenticated;
