-- Hosted Supabase runs the daily mail by calling the edge function newsletter-send every 5 minutes: pg_cron
-- schedules, pg_net posts, and the project URL and the function's secret are read from Vault at each call, as
-- Supabase documents for scheduling edge functions. Before the first call, the owner stores them once:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the value of NEWSLETTER_CRON_SECRET>', 'newsletter_cron_secret');
-- Where the extensions are not available (the local database, plain PostgreSQL) this migration does nothing:
-- the local API runs the same function on the same schedule itself.
do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'supabase_vault')
     -- Both run background workers: installed but not preloaded, they cannot be created.
     or coalesce(current_setting('shared_preload_libraries', true), '') not like '%pg_cron%'
     or coalesce(current_setting('shared_preload_libraries', true), '') not like '%pg_net%' then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: newsletter-send is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;

  -- cron.schedule replaces a job of the same name, so applying this again keeps one schedule.
  perform cron.schedule(
    'newsletter-send',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/newsletter-send',
      headers := jsonb_build_object(
        'content-type', 'application/json',
        'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                       where name = 'newsletter_cron_secret')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 5000
    ) as request_id;
    $job$
  );
end;
$migration$;
