-- The client's key in page_view_budgets is the core sha256() of its address, not pgcrypto's digest(): the same hex,
-- without the extension on the path of every page view. PGlite's pgcrypto can fail to set up its OpenSSL digest
-- ("Cipher cannot be initialized"), which refused every page view of that engine.
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
  client_hash text := encode(sha256(convert_to(public.request_client_address(), 'UTF8')), 'hex');
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
