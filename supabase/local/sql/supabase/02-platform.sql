-- run as: supabase_admin
--
-- What hosted Supabase's init scripts and platform migrations leave in a project's database besides the
-- roles (01) and the insides of `auth` and `storage` (03, 04): the database's owner and grants, the schemas
-- with their owners and grants, the extensions both local engines have, default privileges, the event
-- triggers and their functions, the realtime publication. Checked against supabase-catalog.json.
--
-- Runs on PostgreSQL 15 and on PGlite (Postgres 18). Left out, because neither engine has them: pgjwt,
-- pg_stat_statements (PGlite), pgsodium / vault, pg_graphql, pg_net, pg_cron, supautils, safeupdate. The
-- functions Supabase installs to react to those extensions exist here too (same names, owners and grants),
-- with this project's own short bodies.
--
-- Objects the platform creates as `postgres` are created here by supabase_admin and handed to postgres.

-- The database belongs to postgres; the dashboard may do anything in it.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('grant all on database %I to postgres, dashboard_user', current_database());
end
$$;

-- Realtime's publication, empty until tables are added to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  alter publication supabase_realtime owner to postgres;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- extensions: where extensions go, so they stay out of the API's `public`.
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists extensions;
alter schema extensions owner to postgres;
create extension if not exists pgcrypto with schema extensions;
do $$
begin
  create extension if not exists "uuid-ossp" with schema extensions;
exception when others then
  -- PGlite has it only when the embedding code loads its uuid_ossp module.
  raise warning 'uuid-ossp is not available here: %', sqlerrm;
end
$$;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres, dashboard_user;

-- ---------------------------------------------------------------------------------------------------------
-- public: the API's schema. New objects postgres or supabase_admin create in it are granted to the API
-- roles by default (05 takes that back for postgres's tables, as hosted projects now do).
-- ---------------------------------------------------------------------------------------------------------
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- auth and storage: owned by supabase_admin; GoTrue (supabase_auth_admin) and Storage (supabase_storage_admin)
-- create everything inside them (03, 04). The API roles may look up names in them; postgres and the
-- dashboard may create there. Whatever the services create is granted by default as the platform set it up.
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists auth;
alter schema auth owner to supabase_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, dashboard_user, postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres, dashboard_user;

create schema if not exists storage;
alter schema storage owner to supabase_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin, dashboard_user, postgres;
alter default privileges for role postgres in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- pgbouncer: the pooler looks passwords up through one security-definer function only it may call.
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists pgbouncer;
alter schema pgbouncer owner to pgbouncer;
create or replace function pgbouncer.get_auth(p_usename text)
returns table(username text, password text)
language plpgsql security definer
as $$
begin
  return query select s.usename::text, s.passwd::text from pg_catalog.pg_shadow s where s.usename = p_usename;
end;
$$;
alter function pgbouncer.get_auth(text) owner to postgres;
revoke all on function pgbouncer.get_auth(text) from public;
grant execute on function pgbouncer.get_auth(text) to pgbouncer;

-- ---------------------------------------------------------------------------------------------------------
-- Event-trigger functions for pg_cron and pg_net (owned by postgres): when such an extension is created,
-- its schema is opened to postgres and the API roles. Neither extension exists on the local engines.
-- ---------------------------------------------------------------------------------------------------------
create or replace function extensions.grant_pg_cron_access()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_ddl_commands() c join pg_extension e on e.oid = c.objid where e.extname = 'pg_cron') then
    grant usage on schema cron to postgres with grant option;
    grant all on all tables in schema cron to postgres with grant option;
    revoke all on table cron.job from postgres;
    grant select on table cron.job to postgres with grant option;
  end if;
end;
$$;
alter function extensions.grant_pg_cron_access() owner to postgres;

create or replace function extensions.grant_pg_net_access()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_ddl_commands() c join pg_extension e on e.oid = c.objid where e.extname = 'pg_net') then
    grant usage on schema net to postgres, anon, authenticated, service_role;
  end if;
end;
$$;
alter function extensions.grant_pg_net_access() owner to postgres;

-- The dashboard may use everything in `extensions` that exists at this point (these two and the extensions').
grant all on all tables in schema extensions to dashboard_user;
grant all on all sequences in schema extensions to dashboard_user;
grant all on all routines in schema extensions to dashboard_user;

-- ---------------------------------------------------------------------------------------------------------
-- realtime: an empty schema the Realtime service fills (its own migrations are not part of this build).
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists realtime;
alter schema realtime owner to supabase_admin;
grant usage on schema realtime to postgres;
alter default privileges for role supabase_admin in schema realtime grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_admin in schema realtime grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_admin in schema realtime grant all on routines to postgres, dashboard_user;

-- ---------------------------------------------------------------------------------------------------------
-- PostgREST reloads its schema cache when it hears `reload schema` on channel pgrst: these tell it after DDL.
-- ---------------------------------------------------------------------------------------------------------
create or replace function extensions.pgrst_ddl_watch()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_ddl_commands() c where c.schema_name is distinct from 'pg_temp') then
    notify pgrst, 'reload schema';
  end if;
end;
$$;

create or replace function extensions.pgrst_drop_watch()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_dropped_objects() o where not o.is_temporary) then
    notify pgrst, 'reload schema';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- graphql_public: the GraphQL endpoint's entry point, a placeholder answering that pg_graphql is off.
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists graphql_public;
alter schema graphql_public owner to supabase_admin;
create or replace function graphql_public.graphql(
  "operationName" text default null, query text default null, variables jsonb default null, extensions jsonb default null
)
returns jsonb
language plpgsql
as $$
begin
  return jsonb_build_object('data', null::jsonb, 'errors', array['pg_graphql extension is not enabled.']);
end;
$$;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema graphql_public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema graphql_public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema graphql_public grant all on sequences to postgres, anon, authenticated, service_role;

-- When pg_graphql is created, its resolver is opened to the API roles; when dropped, the placeholder returns.
create or replace function extensions.grant_pg_graphql_access()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_ddl_commands() c join pg_proc p on p.oid = c.objid where p.proname = 'resolve') then
    grant usage on schema graphql to postgres, anon, authenticated, service_role;
    grant execute on all functions in schema graphql to postgres, anon, authenticated, service_role;
  end if;
end;
$$;

create or replace function extensions.set_graphql_placeholder()
returns event_trigger
language plpgsql
as $$
begin
  if exists (select 1 from pg_event_trigger_dropped_objects() o where o.schema_name = 'graphql_public') then
    raise notice 'pg_graphql was dropped: graphql_public.graphql answers with its placeholder again';
  end if;
end;
$$;

-- The event triggers themselves (only a superuser may create them; recreated so a rerun ends the same).
do $$
begin
  drop event trigger if exists issue_pg_cron_access;
  create event trigger issue_pg_cron_access on ddl_command_end when tag in ('CREATE EXTENSION')
    execute function extensions.grant_pg_cron_access();
  drop event trigger if exists issue_pg_net_access;
  create event trigger issue_pg_net_access on ddl_command_end when tag in ('CREATE EXTENSION')
    execute function extensions.grant_pg_net_access();
  drop event trigger if exists pgrst_ddl_watch;
  create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
  drop event trigger if exists pgrst_drop_watch;
  create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_drop_watch();
  drop event trigger if exists issue_pg_graphql_access;
  create event trigger issue_pg_graphql_access on ddl_command_end when tag in ('CREATE FUNCTION')
    execute function extensions.grant_pg_graphql_access();
  drop event trigger if exists issue_graphql_placeholder;
  create event trigger issue_graphql_placeholder on sql_drop when tag in ('DROP EXTENSION')
    execute function extensions.set_graphql_placeholder();
end
$$;

-- postgres may use, and pass on, everything in `extensions`, now and whatever supabase_admin adds later.
grant all on all tables in schema extensions to postgres with grant option;
grant all on all routines in schema extensions to postgres with grant option;
grant all on all sequences in schema extensions to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on tables to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on routines to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on sequences to postgres with grant option;
