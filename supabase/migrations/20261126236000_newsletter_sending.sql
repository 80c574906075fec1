-- Sending the daily mail exactly once. A run claims due (subscriber, day) pairs in the database before it sends
-- them: the claim advances the subscriber's next delivery and inserts the delivery row in one statement, so two
-- runs at once never take the same pair, and a run that dies leaves a lease that the next run takes over. The
-- edge function newsletter-send calls these functions with the service key; the owner reads newsletter_stats().

create index newsletter_deliveries_lease_idx on public.newsletter_deliveries (lease_until)
  where status = 'claimed';
create index newsletter_deliveries_provider_message_idx on public.newsletter_deliveries (provider_message_id)
  where provider_message_id is not null;

-- The story a reader opening the site at `as_of` sees as the story of `day` in `tz`: story_of_the_day's rule
-- over the stories published by then. The definer functions below bypass the stories' row security, so the
-- publication is checked here: a mail never carries, nor links to, a story the site does not show yet.
create or replace function public.newsletter_story_of(day date, tz text, as_of timestamptz)
returns uuid
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select (day::timestamp at time zone tz) as day_start, ((day + 1)::timestamp at time zone tz) as day_end
  )
  select coalesce(
    (select s.id from public.stories s, bounds b
      where s.publish_date >= b.day_start and s.publish_date < b.day_end and s.publish_date <= as_of
      order by s.publish_date asc, s.id limit 1),
    (select s.id from public.stories s, bounds b
      where s.publish_date < b.day_start and s.publish_date <= as_of
      order by s.publish_date desc, s.id limit 1)
  );
$$;

comment on function public.newsletter_story_of(date, text, timestamptz) is
  'story_of_the_day(day, tz) among the stories published by as_of: the story the daily mail of that day carries.';

revoke execute on function public.newsletter_story_of(date, text, timestamptz) from public, anon, authenticated, service_role;

-- A run's row: its figures grow as it claims and records, so a run that dies still shows what it did.
create or replace function public.newsletter_run_start(run_at timestamptz default now())
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.newsletter_runs (started_at) values (run_at) returning id;
$$;

create or replace function public.newsletter_run_finish(run_id bigint, run_at timestamptz default now())
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.newsletter_runs set finished_at = run_at where id = run_id;
$$;

comment on function public.newsletter_run_start(timestamptz) is 'Records the start of a sending run; returns its id.';
comment on function public.newsletter_run_finish(bigint, timestamptz) is 'Records the end of a sending run.';

/*
 * Claims up to batch_size mails for run_id at run_at and returns what they need. In one statement:
 *  - mails a run is no longer sending: a lease that expired (the run died) or a retry whose time has come;
 *    after max_attempts sends they are given up (failed) instead;
 *  - new mails: subscribers whose next delivery is due (its index, `skip locked` so concurrent runs take
 *    different rows), each getting the delivery of its local day (`on conflict do nothing`: a day already
 *    claimed is never claimed again) and its next delivery moved one day on from the due time, so a run that
 *    comes late sends the missed day rather than skipping it (after an outage of more than a day, from a day
 *    before the run: a reader gets at most one late mail, not a backlog).
 * Each claimed mail is leased until run_at + lease: the run must send it by then or another run will.
 */
create or replace function public.newsletter_claim(
  run_id bigint,
  batch_size integer default 100,
  run_at timestamptz default now(),
  lease interval default interval '10 minutes',
  max_attempts integer default 6
)
returns table (
  subscriber_id uuid,
  day date,
  email text,
  language text,
  attempts smallint,
  story_id uuid,
  content_language text,
  title text,
  author text,
  content text,
  read_time integer,
  image_url text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if batch_size is null or batch_size < 1 or batch_size > 1000 then
    raise exception 'batch_size must be between 1 and 1000' using errcode = '22023';
  end if;

  -- Mails not being sent that were tried too often, or whose address was stopped since: given up.
  with exhausted as (
    select d.subscriber_id, d.day from public.newsletter_deliveries d
    where d.status = 'claimed'
      and (d.lease_until <= run_at or d.next_attempt_at <= run_at)
      and (d.attempts >= max_attempts or exists (
        select 1 from public.newsletter_subscribers s where s.id = d.subscriber_id and s.stopped_at is not null))
    for update skip locked
  )
  update public.newsletter_deliveries d
  set status = 'failed', lease_until = null, next_attempt_at = null
  from exhausted e
  where d.subscriber_id = e.subscriber_id and d.day = e.day;

  return query
  with retried as (
    select d.subscriber_id, d.day from public.newsletter_deliveries d
    where d.status = 'claimed' and d.attempts < max_attempts
      and (d.lease_until <= run_at or d.next_attempt_at <= run_at)
      and not exists (
        select 1 from public.newsletter_subscribers s where s.id = d.subscriber_id and s.stopped_at is not null)
    order by coalesce(d.next_attempt_at, d.lease_until)
    limit batch_size
    for update skip locked
  ),
  retaken as (
    update public.newsletter_deliveries d
    set attempts = d.attempts + 1, lease_until = run_at + lease, next_attempt_at = null
    from retried r
    where d.subscriber_id = r.subscriber_id and d.day = r.day
    returning d.subscriber_id, d.day, d.story_id, d.attempts
  ),
  due as (
    select s.id, s.time_zone, s.delivery_hour, s.next_delivery_at from public.newsletter_subscribers s
    where s.next_delivery_at <= run_at
    order by s.next_delivery_at
    limit batch_size
    for update skip locked
  ),
  advanced as (
    update public.newsletter_subscribers s
    set next_delivery_at = public.newsletter_next_delivery(
      greatest(due.next_delivery_at, run_at - interval '1 day'), s.delivery_hour, s.time_zone)
    from due
    where s.id = due.id
    returning s.id, s.time_zone, (due.next_delivery_at at time zone s.time_zone)::date as day
  ),
  days as (
    select distinct a.day, a.time_zone from advanced a
  ),
  stories_of_days as (
    select dz.day, dz.time_zone, public.newsletter_story_of(dz.day, dz.time_zone, run_at) as story_id from days dz
  ),
  claimed as (
    insert into public.newsletter_deliveries as d (subscriber_id, day, story_id, attempts, claimed_at, lease_until)
    select a.id, a.day, sd.story_id, 1, run_at, run_at + lease
    from advanced a join stories_of_days sd on sd.day = a.day and sd.time_zone = a.time_zone
    on conflict on constraint newsletter_deliveries_pkey do nothing
    returning d.subscriber_id, d.day, d.story_id, d.attempts
  ),
  taken as (
    select * from retaken union all select * from claimed
  ),
  -- Executed whether or not the query reads it, like every data-modifying WITH.
  counted as (
    update public.newsletter_runs r set due = r.due + (select count(*) from claimed)
    where r.id = run_id
  )
  select t.subscriber_id, t.day, s.email, s.language, t.attempts, t.story_id, text_of.lang,
         text_of.entry ->> 'title', st.author, text_of.entry ->> 'content', st.read_time, st.image_url
  from taken t
  join public.newsletter_subscribers s on s.id = t.subscriber_id
  left join public.stories st on st.id = t.story_id
  -- SPEC's content fallback: the reader's language when it has a title or text, else the Spanish original.
  left join lateral (
    select case
             when btrim(coalesce(st.translations -> s.language ->> 'title', '')) <> ''
               or btrim(coalesce(st.translations -> s.language ->> 'content', '')) <> ''
             then s.language else 'es'
           end as lang
  ) pick on true
  left join lateral (select pick.lang, st.translations -> pick.lang as entry) text_of on true;
end;
$$;

comment on function public.newsletter_claim(bigint, integer, timestamptz, interval, integer) is
  'Claims due daily mails (new, lease expired, or retry due) for a run and returns what the mails need.';

-- The outcome of each send of a batch, as a JSON array of
-- {subscriber_id, day, message_id} (the provider accepted it) or {subscriber_id, day, error, permanent}.
-- A permanent failure stops all mail to the address (bounce); a temporary one is retried after 5, 10, 20 …
-- minutes, until max_attempts sends. Only mails still claimed change: a late answer cannot undo a sent mail.
create or replace function public.newsletter_record(
  run_id bigint,
  outcomes jsonb,
  run_at timestamptz default now(),
  max_attempts integer default 6
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(outcomes) is distinct from 'array' then
    raise exception 'outcomes must be a JSON array' using errcode = '22023';
  end if;

  with outcome as (
    select (o ->> 'subscriber_id')::uuid as subscriber_id, (o ->> 'day')::date as day,
           left(o ->> 'message_id', 200) as message_id, left(o ->> 'error', 500) as error,
           coalesce((o ->> 'permanent')::boolean, false) as permanent
    from jsonb_array_elements(outcomes) o
  ),
  changed as (
    update public.newsletter_deliveries d
    set status = case
                   when o.message_id is not null then 'sent'
                   when o.permanent or d.attempts >= max_attempts then 'failed'
                   else 'claimed'
                 end,
        sent_at = case when o.message_id is not null then run_at end,
        provider_message_id = o.message_id,
        last_error = o.error,
        lease_until = null,
        next_attempt_at = case
                            when o.message_id is null and not o.permanent and d.attempts < max_attempts
                            then run_at + interval '5 minutes' * power(2, d.attempts - 1)
                          end
    from outcome o
    where d.subscriber_id = o.subscriber_id and d.day = o.day and d.status = 'claimed'
    returning d.subscriber_id, o.message_id is not null as sent, o.permanent
  ),
  stopped as (
    update public.newsletter_subscribers s
    set stopped_at = run_at, stopped_reason = 'bounce', next_delivery_at = null
    from changed c
    where s.id = c.subscriber_id and not c.sent and c.permanent and s.stopped_at is null
  )
  update public.newsletter_runs r
  set sent = r.sent + (select count(*) from changed where sent),
      failed = r.failed + (select count(*) from changed where not sent)
  where r.id = run_id;
end;
$$;

comment on function public.newsletter_record(bigint, jsonb, timestamptz, integer) is
  'Records the outcome of claimed mails: sent (provider id), retried with backoff, or failed (a bounce stops the address).';

-- The provider's bounce or complaint about a mail it sent: no more mail to that address.
create or replace function public.newsletter_stop_by_message(message_id text, reason text, run_at timestamptz default now())
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stopped integer;
begin
  if reason is null or reason not in ('bounce', 'complaint') then
    raise exception 'reason must be bounce or complaint' using errcode = '22023';
  end if;
  update public.newsletter_subscribers s
  set stopped_at = run_at, stopped_reason = reason, next_delivery_at = null
  where s.stopped_at is null
    and s.id in (select d.subscriber_id from public.newsletter_deliveries d where d.provider_message_id = message_id);
  get diagnostics stopped = row_count;
  return stopped > 0;
end;
$$;

comment on function public.newsletter_stop_by_message(text, text, timestamptz) is
  'Stops all mail to the address a provider message went to (bounce or complaint); true when an address was stopped.';

-- The owner's figures: confirmed subscribers per language, pending addresses, the last run.
create or replace function public.newsletter_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'Only administrators may read the newsletter''s figures' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'confirmed', coalesce((
      select jsonb_object_agg(language, n) from (
        select s.language, count(*) as n from public.newsletter_subscribers s
        where s.confirmed_at is not null and s.stopped_at is null group by s.language
      ) per_language), '{}'::jsonb),
    'pending', (select count(*) from public.newsletter_subscribers s where s.confirmed_at is null),
    'stopped', (select count(*) from public.newsletter_subscribers s where s.stopped_at is not null),
    'last_run', (
      select jsonb_build_object('started_at', r.started_at, 'finished_at', r.finished_at, 'due', r.due,
                                'sent', r.sent, 'failed', r.failed)
      from public.newsletter_runs r order by r.id desc limit 1)
  );
end;
$$;

comment on function public.newsletter_stats() is
  'Admins only (42501 otherwise): confirmed subscribers per language, pending and stopped addresses, the last run''s figures.';

revoke execute on function public.newsletter_run_start(timestamptz) from public, anon, authenticated;
revoke execute on function public.newsletter_run_finish(bigint, timestamptz) from public, anon, authenticated;
revoke execute on function public.newsletter_claim(bigint, integer, timestamptz, interval, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_record(bigint, jsonb, timestamptz, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_stop_by_message(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.newsletter_run_start(timestamptz) to service_role;
grant execute on function public.newsletter_run_finish(bigint, timestamptz) to service_role;
grant execute on function public.newsletter_claim(bigint, integer, timestamptz, interval, integer) to service_role;
grant execute on function public.newsletter_record(bigint, jsonb, timestamptz, integer) to service_role;
grant execute on function public.newsletter_stop_by_message(text, text, timestamptz) to service_role;

revoke execute on function public.newsletter_stats() from public, anon, service_role;
grant execute on function public.newsletter_stats() to authenticated;
