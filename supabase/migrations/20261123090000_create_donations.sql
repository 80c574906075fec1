-- Donations from the tip-jar service, recorded by the donation-webhook edge function with the service role.
-- A donation marks the account with the same (confirmed) email as a donor, now or when that email signs up.
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  message_id text not null unique check (char_length(message_id) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  from_name text not null default '' check (char_length(from_name) <= 255),
  type text not null check (char_length(type) between 1 and 50),
  payload jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now(),
  applied_to uuid references public.profiles (id) on delete set null,
  applied_at timestamptz
);

alter table public.donations enable row level security;

comment on table public.donations is 'Tip-jar donations received by the donation webhook; readable by admins only.';
comment on column public.donations.id is 'Row id.';
comment on column public.donations.message_id is 'The tip-jar service''s message id; unique, so a replayed webhook changes nothing.';
comment on column public.donations.email is 'Donor email as the tip-jar service sent it; matched case-insensitively to accounts.';
comment on column public.donations.amount is 'Amount donated, in currency.';
comment on column public.donations.currency is 'ISO 4217 currency code.';
comment on column public.donations.from_name is 'Name the donor gave the tip-jar service.';
comment on column public.donations.type is 'Kind of payment (Donation, Subscription, ...).';
comment on column public.donations.payload is 'The webhook data as received, without its verification token.';
comment on column public.donations.received_at is 'When the webhook recorded the donation.';
comment on column public.donations.applied_to is 'Profile marked as donor by this donation; null while no account has the email.';
comment on column public.donations.applied_at is 'When the donation was applied to applied_to.';

create index donations_email_lower_idx on public.donations (lower(email));

-- Only admins read donations; nobody writes them through the API except the service role.
revoke all on public.donations from anon, authenticated;
grant select on public.donations to authenticated;

create policy "Admins can read donations"
  on public.donations for select
  to authenticated
  using ((select public.is_admin()));

-- Marks the account of `user_id` as donor when donations for its email are pending, and links them to it.
-- Only confirmed emails count, so nobody becomes a donor by signing up with someone else's address.
create or replace function public.apply_pending_donations(user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_email text;
  applied integer;
begin
  select u.email into user_email
  from auth.users u
  where u.id = user_id and u.email_confirmed_at is not null;
  if user_email is null then
    return false;
  end if;
  update public.donations d
  set applied_to = user_id, applied_at = now()
  where lower(d.email) = lower(user_email) and d.applied_to is null;
  get diagnostics applied = row_count;
  if applied > 0 then
    update public.profiles set has_donated = true where id = user_id and not has_donated;
  end if;
  return applied > 0;
end;
$$;

comment on function public.apply_pending_donations(uuid) is 'Links pending donations for the user''s confirmed email to their profile and marks it as donor.';

-- The webhook's one write: records a donation once per message_id and applies it to the matching account.
-- Returns whether the donation was new and whether an account received it.
create or replace function public.record_donation(
  message_id text,
  email text,
  amount numeric,
  currency text,
  from_name text,
  type text,
  payload jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted_id uuid;
  account uuid;
begin
  insert into public.donations (message_id, email, amount, currency, from_name, type, payload)
  values (record_donation.message_id, record_donation.email, record_donation.amount, record_donation.currency,
          coalesce(record_donation.from_name, ''), record_donation.type, coalesce(record_donation.payload, '{}'::jsonb))
  on conflict on constraint donations_message_id_key do nothing
  returning id into inserted_id;
  if inserted_id is null then
    return jsonb_build_object('recorded', false, 'applied', false);
  end if;
  select p.id into account
  from public.profiles p
  join auth.users u on u.id = p.id
  where lower(u.email) = lower(record_donation.email) and u.email_confirmed_at is not null
  limit 1;
  if account is null then
    return jsonb_build_object('recorded', true, 'applied', false);
  end if;
  return jsonb_build_object('recorded', true, 'applied', public.apply_pending_donations(account));
end;
$$;

comment on function public.record_donation(text, text, numeric, text, text, text, jsonb) is 'Webhook: stores a donation once per message_id and marks the matching account as donor.';

revoke execute on function public.apply_pending_donations(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.record_donation(text, text, numeric, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_donation(text, text, numeric, text, text, text, jsonb) to service_role;

-- The name a profile shows, from the signup metadata (name or display_name): trimmed, without control
-- characters and at most 255 characters, so no input can make the profile insert fail.
create or replace function public.display_name_from_metadata(meta jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(left(regexp_replace(candidate, '[[:cntrl:]]', '', 'g'), 255)), '')
  from (
    select coalesce(
      nullif(btrim(meta ->> 'name'), ''),
      nullif(btrim(meta ->> 'display_name'), '')
    ) as candidate
  ) c;
$$;

comment on function public.display_name_from_metadata(jsonb) is 'Display name from auth metadata: trimmed, no control characters, at most 255 characters.';

revoke execute on function public.display_name_from_metadata(jsonb) from public, anon, authenticated;

-- Profile for every new auth user (name from the signup metadata, falling back to the email), with any
-- donation already made from that email applied.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, display_name)
  values (new.id, new.email, coalesce(public.display_name_from_metadata(new.raw_user_meta_data), left(new.email, 255)));
  perform public.apply_pending_donations(new.id);
  return new;
end;
$$;

-- Keeps the profile in step when the email or the metadata name changes (updateUser({ data: { name } })).
create or replace function public.handle_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_name text := public.display_name_from_metadata(new.raw_user_meta_data);
  old_name text := public.display_name_from_metadata(old.raw_user_meta_data);
begin
  if new.email is distinct from old.email then
    update public.profiles set email = new.email where id = new.id;
  end if;
  if new_name is not null and new_name is distinct from old_name then
    update public.profiles set display_name = new_name where id = new.id;
  end if;
  return new;
end;
$$;

-- GoTrue confirms an email after inserting the user (autoconfirm) or when the link is opened, and changes
-- the email only once the new one is confirmed: apply pending donations at those moments too.
create or replace function public.handle_user_email_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.apply_pending_donations(new.id);
  return new;
end;
$$;

comment on function public.handle_user_email_confirmed() is 'Trigger: applies pending donations once a user''s email is confirmed or changed.';

revoke execute on function public.handle_user_email_confirmed() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed
  after update of email, email_confirmed_at on auth.users
  for each row
  when (new.email_confirmed_at is not null
        and (old.email_confirmed_at is null or new.email is distinct from old.email))
  execute function public.handle_user_email_confirmed();
