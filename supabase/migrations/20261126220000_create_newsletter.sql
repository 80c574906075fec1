-- The daily mail: subscribers (double opt-in), the tokens their links carry, one delivery per subscriber and
-- day, and each sending run's figures. No API role may read or write these tables: the newsletter's edge
-- functions reach them only through security definer functions that only the service role may call.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 320),
  language text not null check (language in ('en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru')),
  delivery_hour smallint not null default 7 check (delivery_hour between 0 and 23),
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  next_delivery_at timestamptz,
  stopped_at timestamptz,
  stopped_reason text check (stopped_reason in ('bounce', 'complaint')),
  -- Only a confirmed subscriber who was not stopped has a next delivery.
  constraint newsletter_subscribers_delivery_needs_confirmation
    check (next_delivery_at is null or (confirmed_at is not null and stopped_at is null)),
  constraint newsletter_subscribers_stop_has_reason check ((stopped_at is null) = (stopped_reason is null))
);

alter table public.newsletter_subscribers enable row level security;

comment on table public.newsletter_subscribers is 'Addresses that asked for the daily story by mail; pending until confirmed. Unsubscribing deletes the row.';
comment on column public.newsletter_subscribers.id is 'Row id.';
comment on column public.newsletter_subscribers.created_at is 'When the address first subscribed.';
comment on column public.newsletter_subscribers.email is 'Address as given (trimmed); unique case-insensitively.';
comment on column public.newsletter_subscribers.language is 'Language of the mails (one of the site''s eight).';
comment on column public.newsletter_subscribers.delivery_hour is 'Hour of the day, in time_zone, at which the mail is due.';
comment on column public.newsletter_subscribers.time_zone is 'IANA time zone of the reader (validated against pg_timezone_names on the way in).';
comment on column public.newsletter_subscribers.confirmed_at is 'When the confirmation link was followed; null while pending (nothing is sent).';
comment on column public.newsletter_subscribers.confirmation_sent_at is 'Last confirmation mail: at most one every few minutes per address.';
comment on column public.newsletter_subscribers.next_delivery_at is 'When the next daily mail is due; null while pending or stopped. The due query reads its index.';
comment on column public.newsletter_subscribers.stopped_at is 'When a bounce or complaint stopped all mail to the address.';
comment on column public.newsletter_subscribers.stopped_reason is 'bounce or complaint.';

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_due_idx on public.newsletter_subscribers (next_delivery_at)
  where next_delivery_at is not null;
create index newsletter_subscribers_language_idx on public.newsletter_subscribers (language)
  where confirmed_at is not null;

-- A link's token is never stored: only its SHA-256 (hex). A confirmation token expires; a manage token (the
-- unsubscribe and settings links of the mails) lives as long as its subscriber.
create table public.newsletter_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'manage')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  constraint newsletter_tokens_confirm_expires check (purpose <> 'confirm' or expires_at is not null)
);

alter table public.newsletter_tokens enable row level security;

comment on table public.newsletter_tokens is 'SHA-256 of the tokens in the newsletter''s links: confirm (expires) and manage (unsubscribe, settings).';

comment on column public.newsletter_tokens.token_hash is 'SHA-256 (hex) of the token in the link.';
comment on column public.newsletter_tokens.subscriber_id is 'Subscriber the link acts for.';
comment on column public.newsletter_tokens.purpose is 'confirm (the double opt-in link) or manage (unsubscribe and settings).';
comment on column public.newsletter_tokens.created_at is 'When the token was made.';
comment on column public.newsletter_tokens.expires_at is 'After this the link does nothing; null: lives as long as the subscriber.';

create index newsletter_tokens_subscriber_idx on public.newsletter_tokens (subscriber_id);

-- One row per subscriber and day, claimed before the mail is sent: the primary key makes a second claim of
-- the same day impossible, whatever runs at once.
create table public.newsletter_deliveries (
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  day date not null,
  story_id uuid references public.stories (id) on delete set null,
  status text not null default 'claimed' check (status in ('claimed', 'sent', 'failed')),
  attempts smallint not null default 0 check (attempts >= 0),
  claimed_at timestamptz not null default now(),
  lease_until timestamptz,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  provider_message_id text check (char_length(provider_message_id) <= 200),
  last_error text check (char_length(last_error) <= 500),
  primary key (subscriber_id, day)
);

alter table public.newsletter_deliveries enable row level security;

comment on table public.newsletter_deliveries is 'The daily mail of one subscriber for one day (the subscriber''s local date): claimed, then sent or failed.';
comment on column public.newsletter_deliveries.lease_until is 'A run holds the claim until then; a run that died half-way leaves it to the next run after it.';
comment on column public.newsletter_deliveries.next_attempt_at is 'When a failed send is tried again (backoff); null when it is not.';

comment on column public.newsletter_deliveries.subscriber_id is 'Subscriber the mail goes to.';
comment on column public.newsletter_deliveries.day is 'The subscriber''s local date whose story the mail carries.';
comment on column public.newsletter_deliveries.story_id is 'The story of that day, fixed at the claim.';
comment on column public.newsletter_deliveries.status is 'claimed (being sent or to be retried), sent, or failed (given up).';
comment on column public.newsletter_deliveries.attempts is 'Sends tried so far.';
comment on column public.newsletter_deliveries.claimed_at is 'When a run first claimed the mail.';
comment on column public.newsletter_deliveries.sent_at is 'When the mail provider accepted it.';
comment on column public.newsletter_deliveries.provider_message_id is 'The provider''s id of the sent mail (bounces and complaints name it).';
comment on column public.newsletter_deliveries.last_error is 'The last send''s error, for the owner.';

create index newsletter_deliveries_retry_idx on public.newsletter_deliveries (next_attempt_at)
  where status <> 'sent';

create table public.newsletter_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  due integer not null default 0 check (due >= 0),
  sent integer not null default 0 check (sent >= 0),
  failed integer not null default 0 check (failed >= 0)
);

alter table public.newsletter_runs enable row level security;

comment on table public.newsletter_runs is 'Each sending run: how many mails were due, sent and failed (the owner''s view).';

comment on column public.newsletter_runs.id is 'Run number.';
comment on column public.newsletter_runs.started_at is 'When the run began.';
comment on column public.newsletter_runs.finished_at is 'When it ended; null while running or if it died.';
comment on column public.newsletter_runs.due is 'Mails due in this run.';
comment on column public.newsletter_runs.sent is 'Mails the provider accepted.';
comment on column public.newsletter_runs.failed is 'Mails whose send failed (retried later unless given up).';

revoke all on public.newsletter_subscribers, public.newsletter_tokens, public.newsletter_deliveries,
  public.newsletter_runs from public, anon, authenticated, service_role;
revoke all on sequence public.newsletter_runs_id_seq from public, anon, authenticated, service_role;

-- The next instant after `after` at which the clock in `tz` shows `hour`:00. In a summer-time gap the hour
-- resolves as PostgreSQL resolves local times (moved forward), so a day is never skipped.
create or replace function public.newsletter_next_delivery(after timestamptz, hour smallint, tz text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case when today > after then today else tomorrow end
  from (
    select ((after at time zone tz)::date + make_time(hour, 0, 0)) at time zone tz as today,
           ((after at time zone tz)::date + 1 + make_time(hour, 0, 0)) at time zone tz as tomorrow
  ) candidates;
$$;

comment on function public.newsletter_next_delivery(timestamptz, smallint, text) is
  'The next instant after `after` at which the local time in tz is hour:00.';

revoke execute on function public.newsletter_next_delivery(timestamptz, smallint, text) from public, anon, authenticated, service_role;

-- Whether tz names a time zone PostgreSQL knows (IANA names such as Europe/Madrid, and UTC).
create or replace function public.newsletter_is_time_zone(tz text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names where name = tz);
$$;

revoke execute on function public.newsletter_is_time_zone(text) from public, anon, authenticated, service_role;
