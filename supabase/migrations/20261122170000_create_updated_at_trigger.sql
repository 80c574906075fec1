-- A reusable trigger function that stamps updated_at with the server time on every update.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger: sets updated_at to the transaction time on every update.';

-- Only triggers call it; nobody needs it through the API.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
