-- run as: supabase_admin
--
-- What a hosted project has today on top of the platform's build, before its own migrations run.

-- New tables, sequences and functions postgres creates in `public` are no longer exposed to the Data API:
-- anon, authenticated and service_role get nothing on them until a migration grants it (the hosted default
-- for every project; the CLI applies the same revoke locally when auto_expose_new_tables is off).
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- The migration history `supabase db push` keeps, created on its first push, connected as postgres:
-- one row per applied migration file (its version, name and statements).
create schema if not exists supabase_migrations;
alter schema supabase_migrations owner to postgres;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations owner to postgres;
