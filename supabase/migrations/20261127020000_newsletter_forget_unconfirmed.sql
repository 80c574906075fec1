-- An address that never confirmed is kept only while its confirmation link can still be used (24 hours), and a
-- link token only until it expires: each sending run forgets the rest before it starts, so the subscriber tables
-- hold no address its owner did not confirm (the privacy page's promise) without a job of their own.

create or replace function public.newsletter_run_start(run_at timestamptz default now())
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  run_id bigint;
begin
  delete from public.newsletter_subscribers s
  where s.confirmed_at is null
    and coalesce(s.confirmation_sent_at, s.created_at) < run_at - interval '24 hours';
  delete from public.newsletter_tokens t where t.expires_at < run_at;
  insert into public.newsletter_runs (started_at) values (run_at) returning id into run_id;
  return run_id;
end;
$$;

comment on function public.newsletter_run_start(timestamptz) is
  'Records the start of a sending run and returns its id; first forgets unconfirmed addresses whose confirmation link expired, and expired link tokens.';
