-- run as: supabase_admin
--
-- The roles hosted Supabase has once its init scripts and platform migrations have run, with their final
-- attributes, memberships and role-wide settings (supabase/local/catalog/supabase-catalog.json is the check).
--
-- Roles belong to the whole cluster and outlive any one database, so every step looks before it creates and
-- then sets the final state: running this again, or on a cluster an older bootstrap shaped, ends the same.
-- No passwords: the local runner reaches the server without them.

do $$
declare
  -- name, attributes. LOGIN where a Supabase service signs in as the role (PostgREST as authenticator, GoTrue
  -- as supabase_auth_admin, Storage as supabase_storage_admin, the pooler, replication and read-only users).
  r record;
begin
  for r in
    select * from (values
      ('supabase_admin',             'superuser createdb createrole replication bypassrls inherit login'),
      ('anon',                       'nologin inherit'),
      ('authenticated',              'nologin inherit'),
      ('service_role',               'nologin inherit bypassrls'),
      ('authenticator',              'login noinherit'),
      ('supabase_auth_admin',        'login noinherit createrole'),
      ('supabase_storage_admin',     'login noinherit createrole'),
      ('dashboard_user',             'nologin inherit createdb createrole replication'),
      ('pgbouncer',                  'login inherit'),
      ('supabase_replication_admin', 'login inherit replication'),
      ('supabase_read_only_user',    'login inherit bypassrls')
    ) as roles(name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I', r.name);
    end if;
    execute format('alter role %I with %s', r.name, r.attributes);
  end loop;

  -- postgres is the developer's role: created as a superuser, then demoted by the platform, keeping what
  -- it needs to run migrations (create roles and databases, bypass RLS).
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login;
  end if;
  alter role postgres with createdb createrole login replication bypassrls inherit;
  if (select oid from pg_roles where rolname = 'postgres') = 10 then
    -- The cluster's bootstrap superuser (PGlite's, or a server set up with postgres first) cannot lose SUPERUSER.
    raise notice 'postgres is this cluster''s bootstrap superuser: it stays a superuser (Supabase demotes it)';
  else
    alter role postgres with nosuperuser;
  end if;
end
$$;

-- Memberships. authenticator switches to the API roles per request; postgres may act as them and read the
-- monitoring views; Storage signs in as supabase_storage_admin and then becomes authenticator.
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
grant pg_read_all_data to supabase_read_only_user;
grant authenticator to supabase_storage_admin;

-- Memberships the platform grants and later takes back, gone in the final state.
do $$
declare
  m record;
begin
  for m in
    select g.rolname as granted, u.rolname as member, b.rolname as grantor
      from pg_auth_members a join pg_roles g on g.oid = a.roleid join pg_roles u on u.oid = a.member
      join pg_roles b on b.oid = a.grantor
     where (u.rolname = 'authenticator' and g.rolname = 'supabase_admin')
        or (u.rolname = 'postgres' and g.rolname in ('supabase_auth_admin', 'supabase_storage_admin'))
        or (u.rolname = 'supabase_storage_admin' and g.rolname in ('anon', 'authenticated', 'service_role'))
  loop
    -- Named grantor: from Postgres 16 a membership is one grant per grantor.
    execute format('revoke %I from %I granted by %I', m.granted, m.member, m.grantor);
  end loop;
end
$$;

-- Role-wide settings. The API roles get short statement timeouts so one slow request cannot hold the
-- database; the service admins work in their own schema.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;
-- Supabase's script writes "\$user" (a shell-style escape inside SQL), so the first entry is the literal
-- name \$user, which matches no schema; hosted projects show the same search_path.
alter role supabase_admin set search_path = "\$user", public, auth, extensions;
alter role postgres set search_path = "\$user", public, extensions;
