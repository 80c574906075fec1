-- Page views that cannot fill the disk. A visitor records a page view through record_page_view(), never by
-- inserting rows: the function stores at most PAGE_VIEW_BYTES_PER_HOUR (256 KB) of page views per client address
-- per hour, so one client can add at most that much an hour (a reader's view is about 150 bytes: some 1,700 views
-- an hour), on hosted Supabase as locally. Over the budget a view is dropped quietly: analytics never fails a page.

-- Narrower fields. NOT VALID: rows already stored keep their values; every new row is checked.
alter table public.page_views
  drop constraint page_views_title_check,
  drop constraint page_views_location_check,
  drop constraint page_views_path_check,
  drop constraint page_views_language_check,
  drop constraint page_views_referrer_check;
alter table public.page_views
  add constraint page_views_title_check check (char_length(title) <= 100) not valid,
  add constraint page_views_location_check check (char_length(location) <= 1024) not valid,
  add constraint page_views_path_check check (char_length(path) <= 512) not valid,
  add constraint page_views_language_check check (char_length(language) <= 16) not valid,
  add constraint page_views_referrer_check check (char_length(referrer) <= 1024) not valid;

-- What each client has spent this hour. The client is the SHA-256 of its address: no address is stored.
create table public.page_view_budgets (
  client text not null,
  hour timestamptz not null,
  bytes integer not null,
  primary key (client, hour)
);

alter table public.page_view_budgets enable row level security;
revoke all on public.page_view_budgets from public, anon, authenticated, service_role;

comment on table public.page_view_budgets is 'Bytes of page views each client (hashed address) recorded per hour; only record_page_view() reads and writes it.';
comment on column public.page_view_budgets.client is 'SHA-256 (hex) of the client''s address.';
comment on column public.page_view_budgets.hour is 'The hour the bytes were spent in.';
comment on column public.page_view_budgets.bytes is 'Bytes of page views recorded (or refused) from the client in that hour.';

create index page_view_budgets_hour_idx on public.page_view_budgets (hour);

-- The caller's address as the platform saw it: Cloudflare's cf-connecting-ip on hosted Supabase, else the last
-- hop of x-forwarded-for (the address the nearest proxy, Supabase's gateway or the local API, saw). A client
-- can prepend anything to x-forwarded-for, never change the last hop.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), ''),
    'unknown')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers) h;
$$;

comment on function public.request_client_address() is 'The API caller''s address (cf-connecting-ip, else the last x-forwarded-for hop), for per-client budgets.';

-- One page view, within the caller's budget. Security definer: visitors hold no privilege on the tables. The
-- viewer is the caller's JWT subject, as the column default had it.
create or replace function public.record_page_view(
  title text,
  location text,
  path text,
  language text,
  referrer text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes_per_hour constant integer := 262144;
  -- What a row costs besides its text: ids, time, tuple header.
  row_overhead constant integer := 80;
  this_hour timestamptz := date_trunc('hour', now());
  cost integer := row_overhead + coalesce(octet_length(title), 0) + coalesce(octet_length(location), 0)
    + coalesce(octet_length(path), 0) + coalesce(octet_length(language), 0) + coalesce(octet_length(referrer), 0);
  client_hash text := encode(extensions.digest(public.request_client_address(), 'sha256'), 'hex');
  spent integer;
begin
  insert into public.page_view_budgets as b (client, hour, bytes)
  values (client_hash, this_hour, cost)
  on conflict (client, hour) do update set bytes = least(b.bytes + excluded.bytes, 2147483647 - bytes_per_hour)
  returning b.bytes into spent;
  if spent > bytes_per_hour then
    return false;
  end if;
  insert into public.page_views (title, location, path, language, referrer, user_id)
  values (title, location, path, language, referrer, (select auth.uid()));
  -- Budgets of past hours are no longer read.
  delete from public.page_view_budgets where hour < this_hour - interval '1 hour';
  return true;
end;
$$;

comment on function public.record_page_view(text, text, text, text, text) is
  'Records one page view for the caller (user id from the JWT) unless the caller''s address has recorded 256 KB this hour; returns whether it was stored.';

-- Visitors record views only through the function; the service role still imports rows in bulk.
revoke insert on public.page_views from anon, authenticated;
revoke insert (title, location, path, language, referrer, user_id) on public.page_views from anon, authenticated;
drop policy "Anyone can record a page view as themselves" on public.page_views;
revoke execute on function public.request_client_address() from public, anon, authenticated, service_role;
revoke execute on function public.record_page_view(text, text, text, text, text) from public;
grant execute on function public.record_page_view(text, text, text, text, text) to anon, authenticated;

-- Clients no longer insert rows, so the one-row-per-statement guard has nothing left to guard.
drop trigger page_views_one_row_per_statement on public.page_views;
drop function public.page_views_one_row_per_statement();
