-- Subscribing, confirming, managing and leaving the daily mail. The newsletter edge function calls these with the
-- service key; no other role may. Tokens arrive already hashed (SHA-256, hex): the database never sees a link's
-- token. Attempts are counted here, not in the function, because a hosted function keeps no state between calls.

create table public.newsletter_subscribe_attempts (
  id bigint generated always as identity primary key,
  subject text not null check (subject ~ '^(address|client):[0-9a-f]{64}$'),
  attempted_at timestamptz not null default now()
);

alter table public.newsletter_subscribe_attempts enable row level security;

comment on table public.newsletter_subscribe_attempts is 'Subscribe attempts of the last hour, per address and per client (both hashed): the form''s rate limits.';
comment on column public.newsletter_subscribe_attempts.id is 'Row id.';
comment on column public.newsletter_subscribe_attempts.subject is 'address:<sha256 of the lower-cased address> or client:<sha256 of the client''s address>.';
comment on column public.newsletter_subscribe_attempts.attempted_at is 'When the attempt was made; rows older than an hour are deleted by the next attempt.';

create index newsletter_subscribe_attempts_subject_idx on public.newsletter_subscribe_attempts (subject, attempted_at);
create index newsletter_subscribe_attempts_at_idx on public.newsletter_subscribe_attempts (attempted_at);

revoke all on public.newsletter_subscribe_attempts from public, anon, authenticated, service_role;
revoke all on sequence public.newsletter_subscribe_attempts_id_seq from public, anon, authenticated, service_role;

-- A subscribe request. The caller learns only `accepted` or `rate_limited`, the same for a new, pending or
-- confirmed address; `mail` tells the function what to send: `confirm` (a pending address: the confirmation with
-- the confirm token, which replaces any earlier one and expires in 24 hours), `manage` (a confirmed address: its
-- manage link, with the manage token) or null (a mail went to this address less than 5 minutes ago, or mail to
-- it was stopped). A pending address takes the newest language, hour and zone; a confirmed one keeps its own.
-- Limits per rolling hour: 5 attempts per address, 20 per client.
create or replace function public.newsletter_subscribe(
  email text,
  language text,
  delivery_hour smallint,
  time_zone text,
  client text,
  confirm_token_hash text,
  manage_token_hash text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := pg_catalog.btrim(newsletter_subscribe.email);
  address_subject text := 'address:' || pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(address), 'UTF8')), 'hex');
  client_subject text := 'client:' || pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(newsletter_subscribe.client, 'unknown'), 'UTF8')), 'hex');
  subscriber public.newsletter_subscribers;
begin
  if not public.newsletter_is_time_zone(newsletter_subscribe.time_zone) then
    raise exception 'unknown time zone' using errcode = '22023';
  end if;

  delete from public.newsletter_subscribe_attempts a where a.attempted_at < now() - interval '1 hour';
  if (select count(*) from public.newsletter_subscribe_attempts a where a.subject = client_subject) >= 20
     or (select count(*) from public.newsletter_subscribe_attempts a where a.subject = address_subject) >= 5 then
    return jsonb_build_object('status', 'rate_limited', 'mail', null);
  end if;
  insert into public.newsletter_subscribe_attempts (subject) values (client_subject), (address_subject);

  insert into public.newsletter_subscribers as s (email, language, delivery_hour, time_zone)
  values (address, newsletter_subscribe.language, newsletter_subscribe.delivery_hour, newsletter_subscribe.time_zone)
  on conflict ((pg_catalog.lower(email))) do nothing;

  select * into subscriber from public.newsletter_subscribers s
  where pg_catalog.lower(s.email) = pg_catalog.lower(address) for update;

  if subscriber.confirmed_at is null then
    update public.newsletter_subscribers s
    set language = newsletter_subscribe.language,
        delivery_hour = newsletter_subscribe.delivery_hour,
        time_zone = newsletter_subscribe.time_zone
    where s.id = subscriber.id
    returning * into subscriber;
  end if;

  if subscriber.stopped_at is not null
     or subscriber.confirmation_sent_at > now() - interval '5 minutes' then
    return jsonb_build_object('status', 'accepted', 'mail', null);
  end if;

  update public.newsletter_subscribers s set confirmation_sent_at = now() where s.id = subscriber.id;

  if subscriber.confirmed_at is null then
    delete from public.newsletter_tokens t where t.subscriber_id = subscriber.id and t.purpose = 'confirm';
    insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
    values (newsletter_subscribe.confirm_token_hash, subscriber.id, 'confirm', now() + interval '24 hours');
    return jsonb_build_object('status', 'accepted', 'mail', 'confirm', 'language', subscriber.language);
  end if;

  perform public.newsletter_manage_token(subscriber.id, newsletter_subscribe.manage_token_hash);
  return jsonb_build_object('status', 'accepted', 'mail', 'manage', 'language', subscriber.language);
end;
$$;

-- A manage token (the unsubscribe and settings links of a mail) for a subscriber. It works for 90 days, so a
-- mail's links keep working long after it was read, and minting one drops the subscriber's expired ones.
create or replace function public.newsletter_manage_token(subscriber_id uuid, token_hash text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  delete from public.newsletter_tokens t
  where t.subscriber_id = newsletter_manage_token.subscriber_id and t.expires_at <= now();
  insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
  values (newsletter_manage_token.token_hash, newsletter_manage_token.subscriber_id, 'manage', now() + interval '90 days');
end;
$$;

-- Follows a confirmation link: the token is consumed whether or not it still worked, the address is confirmed,
-- its first delivery is scheduled and a manage token is stored, so the page that says "confirmed" can offer the
-- settings and unsubscribe at once. `invalid` for an unknown, expired or used token.
create or replace function public.newsletter_confirm(token_hash text, manage_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  token public.newsletter_tokens;
  subscriber public.newsletter_subscribers;
begin
  delete from public.newsletter_tokens t
  where t.token_hash = newsletter_confirm.token_hash and t.purpose = 'confirm'
  returning * into token;
  if token.token_hash is null or token.expires_at <= now() then
    return jsonb_build_object('status', 'invalid');
  end if;
  update public.newsletter_subscribers s
  set confirmed_at = coalesce(s.confirmed_at, now()),
      next_delivery_at = case when s.stopped_at is null
        then public.newsletter_next_delivery(now(), s.delivery_hour, s.time_zone) end
  where s.id = token.subscriber_id
  returning * into subscriber;
  perform public.newsletter_manage_token(subscriber.id, newsletter_confirm.manage_token_hash);
  return jsonb_build_object('status', 'confirmed', 'language', subscriber.language);
end;
$$;

-- The subscriber a live manage token acts for, or null.
create or replace function public.newsletter_manage_subscriber(token_hash text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select t.subscriber_id from public.newsletter_tokens t
  where t.token_hash = newsletter_manage_subscriber.token_hash and t.purpose = 'manage'
    and (t.expires_at is null or t.expires_at > now());
$$;

-- A subscriber's settings for the manage page, or null for an unknown or expired token.
create or replace function public.newsletter_manage_settings(token_hash text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('email', s.email, 'language', s.language, 'delivery_hour', s.delivery_hour,
                            'time_zone', s.time_zone)
  from public.newsletter_subscribers s
  where s.id = public.newsletter_manage_subscriber(newsletter_manage_settings.token_hash);
$$;

-- Changes language, hour and zone; the next delivery moves to the new hour. False for an unknown or expired token.
create or replace function public.newsletter_manage_update(
  token_hash text,
  language text,
  delivery_hour smallint,
  time_zone text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.newsletter_is_time_zone(newsletter_manage_update.time_zone) then
    raise exception 'unknown time zone' using errcode = '22023';
  end if;
  update public.newsletter_subscribers s
  set language = newsletter_manage_update.language,
      delivery_hour = newsletter_manage_update.delivery_hour,
      time_zone = newsletter_manage_update.time_zone,
      next_delivery_at = case when s.next_delivery_at is not null
        then public.newsletter_next_delivery(now(), newsletter_manage_update.delivery_hour, newsletter_manage_update.time_zone) end
  where s.id = public.newsletter_manage_subscriber(newsletter_manage_update.token_hash);
  return found;
end;
$$;

-- Leaves the list: the subscriber's row goes, and its tokens and deliveries with it. False for an unknown or
-- expired token (a second click on the same link).
create or replace function public.newsletter_unsubscribe(token_hash text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  delete from public.newsletter_subscribers s
  where s.id = public.newsletter_manage_subscriber(newsletter_unsubscribe.token_hash);
  return found;
end;
$$;

comment on function public.newsletter_subscribe(text, text, smallint, text, text, text, text) is
  'A subscribe request, rate-limited per address and client; says which mail (confirm, manage, none) to send.';
comment on function public.newsletter_manage_token(uuid, text) is
  'Stores the hash of a new manage token (90 days) for a subscriber''s links.';
comment on function public.newsletter_confirm(text, text) is 'Consumes a confirm token, confirms its address and stores a manage token.';
comment on function public.newsletter_manage_subscriber(text) is 'The subscriber a live manage token acts for.';
comment on function public.newsletter_manage_settings(text) is 'Language, hour, zone and address for the manage page.';
comment on function public.newsletter_manage_update(text, text, smallint, text) is 'Changes a subscriber''s language, hour and zone.';
comment on function public.newsletter_unsubscribe(text) is 'Deletes the subscriber a manage token acts for.';

revoke execute on function public.newsletter_subscribe(text, text, smallint, text, text, text, text),
  public.newsletter_manage_token(uuid, text), public.newsletter_confirm(text, text),
  public.newsletter_manage_subscriber(text), public.newsletter_manage_settings(text),
  public.newsletter_manage_update(text, text, smallint, text), public.newsletter_unsubscribe(text)
  from public, anon, authenticated;
grant execute on function public.newsletter_subscribe(text, text, smallint, text, text, text, text),
  public.newsletter_manage_token(uuid, text), public.newsletter_confirm(text, text),
  public.newsletter_manage_settings(text), public.newsletter_manage_update(text, text, smallint, text),
  public.newsletter_unsubscribe(text)
  to service_role;
revoke execute on function public.newsletter_manage_subscriber(text) from service_role;
