-- The release registry of the remotes: every release a team ships (remote_releases) and what each remote serves
-- now (remote_live: the stable release and, optionally, a canary release for a share of the readers). Every shell
-- server reads the live pointers (live_remotes()) with the publishable key and follows them within seconds, so a
-- release goes live, is promoted or rolled back by one row change, on however many servers.
--
-- Writing takes a deploy key: a random secret made for one remote (deploy_key_create, run once by the project's
-- owner with the service key), stored here only as its SHA-256. A team's pipeline holds its remote's key and
-- nothing else: it can ship that remote, and cannot read or write anything else of the project.

create table public.deploy_keys (
  id bigint generated always as identity primary key,
  remote text not null check (remote ~ '^[a-z][a-z0-9_-]{0,39}$'),
  name text not null check (char_length(name) between 1 and 100),
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

alter table public.deploy_keys enable row level security;
revoke all on public.deploy_keys from public, anon, authenticated, service_role;
revoke all on sequence public.deploy_keys_id_seq from public, anon, authenticated, service_role;

comment on table public.deploy_keys is 'Deploy keys, one remote each; only the release functions read them.';
comment on column public.deploy_keys.id is 'The key''s number.';
comment on column public.deploy_keys.remote is 'The remote the key ships (its key in the federation contract: donate, reader, ...).';
comment on column public.deploy_keys.created_at is 'When the key was made.';
comment on column public.deploy_keys.revoked_at is 'When the key was revoked: it ships nothing from then on.';
comment on column public.deploy_keys.name is 'Who holds the key ("donate team CI"): each release names it as its shipper.';
comment on column public.deploy_keys.key_hash is 'SHA-256 (hex) of the key; the key itself is shown once, at creation.';

create table public.remote_releases (
  remote text not null check (remote ~ '^[a-z][a-z0-9_-]{0,39}$'),
  version text not null check (version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  manifest_url text not null check (manifest_url ~ '^https?://' and char_length(manifest_url) <= 2048),
  server_entry_url text not null check (server_entry_url ~ '^https?://' and char_length(server_entry_url) <= 2048),
  exposes text[] not null check (cardinality(exposes) <= 200),
  shared jsonb not null default '{}' check (jsonb_typeof(shared) = 'object'),
  shipped_by text not null,
  shipped_at timestamptz not null default now(),
  promoted_at timestamptz,
  withdrawn_at timestamptz,
  primary key (remote, version)
);

comment on table public.remote_releases is 'Every release of every remote, as its pipeline registered it.';
comment on column public.remote_releases.remote is 'The remote (its key in the federation contract).';
comment on column public.remote_releases.version is 'The release''s version, unique per remote (its folder name).';
comment on column public.remote_releases.manifest_url is 'Its browser build''s mf-manifest.json: what the runtime config names.';
comment on column public.remote_releases.server_entry_url is 'Its server build''s remoteEntry.js, which the shell servers render with.';
comment on column public.remote_releases.shipped_by is 'The name of the deploy key that registered it.';
comment on column public.remote_releases.shipped_at is 'When it was registered.';
comment on column public.remote_releases.exposes is 'The modules the release''s manifest exposes (./DonatePage, ...).';
comment on column public.remote_releases.shared is 'The shared packages the release needs: { name: required version range }.';
comment on column public.remote_releases.promoted_at is 'When it last became the stable release.';
comment on column public.remote_releases.withdrawn_at is 'When it was rolled back: a rollback never returns to it.';

create table public.remote_live (
  remote text primary key,
  stable_version text not null,
  canary_version text,
  canary_share smallint check (canary_share between 1 and 99),
  changed_at timestamptz not null default now(),
  changed_by text not null,
  foreign key (remote, stable_version) references public.remote_releases (remote, version),
  foreign key (remote, canary_version) references public.remote_releases (remote, version),
  check ((canary_version is null) = (canary_share is null)),
  check (canary_version is distinct from stable_version)
);

comment on table public.remote_live is 'What each remote serves: its stable release, and a canary release for canary_share % of readers.';
comment on column public.remote_live.remote is 'The remote (its key in the federation contract).';
comment on column public.remote_live.stable_version is 'The release every reader gets (past the canary''s share).';
comment on column public.remote_live.canary_version is 'A release for the readers whose release number is below canary_share; null: none.';
comment on column public.remote_live.canary_share is 'The canary''s share of readers, 1 to 99 (%).';
comment on column public.remote_live.changed_at is 'When the pointers last changed.';
comment on column public.remote_live.changed_by is 'The name of the deploy key that changed them.';

alter table public.remote_releases enable row level security;
alter table public.remote_live enable row level security;
create policy "Releases are public" on public.remote_releases for select to anon, authenticated using (true);
create policy "Live pointers are public" on public.remote_live for select to anon, authenticated using (true);
revoke all on public.remote_releases, public.remote_live from public, anon, authenticated, service_role;
grant select on public.remote_releases to anon, authenticated, service_role;
grant select on public.remote_live to anon, authenticated, service_role;

-- The live pointers as the shell servers follow them: each remote's stable and canary manifest.
create or replace function public.live_remotes()
returns table (remote text, stable_manifest text, canary_manifest text, canary_share smallint, changed_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select l.remote, s.manifest_url, c.manifest_url, l.canary_share, l.changed_at
  from public.remote_live l
  join public.remote_releases s on s.remote = l.remote and s.version = l.stable_version
  left join public.remote_releases c on c.remote = l.remote and c.version = l.canary_version
  order by l.remote;
$$;

comment on function public.live_remotes() is 'Each remote''s live manifests (stable, canary and its share), as the shell servers follow them.';

-- The deploy key's holder: its remote and name; refused (42501) for an unknown or revoked key.
create or replace function public.deploy_key_holder(deploy_key text, out remote text, out name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select k.remote, k.name into remote, name
  from public.deploy_keys k
  where k.key_hash = encode(sha256(convert_to(coalesce(deploy_key, ''), 'UTF8')), 'hex') and k.revoked_at is null;
  if remote is null then
    raise exception 'this deploy key is not valid (unknown or revoked)' using errcode = '42501';
  end if;
end;
$$;

-- A new deploy key for one remote, returned once (only its hash is kept). The project's owner runs it with the
-- service key; the key goes into the remote team's pipeline secrets.
create or replace function public.deploy_key_create(remote text, name text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, from the core's strong random source.
  key text := 'tdk_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into public.deploy_keys (remote, name, key_hash)
  values (deploy_key_create.remote, deploy_key_create.name, encode(sha256(convert_to(key, 'UTF8')), 'hex'));
  return key;
end;
$$;

-- Registers a release of the key's remote (not yet live). A version is registered once: its files are immutable.
create or replace function public.release_register(
  deploy_key text,
  version text,
  manifest_url text,
  server_entry_url text,
  exposes text[],
  shared jsonb
)
returns public.remote_releases
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  holder record;
  registered public.remote_releases;
begin
  select * into holder from public.deploy_key_holder(deploy_key);
  insert into public.remote_releases (remote, version, manifest_url, server_entry_url, exposes, shared, shipped_by)
  values (holder.remote, release_register.version, release_register.manifest_url, release_register.server_entry_url,
          release_register.exposes, coalesce(release_register.shared, '{}'), holder.name)
  returning * into registered;
  return registered;
exception when unique_violation then
  raise exception '% % is already registered: a release is shipped once, under a new version', holder.remote, version
    using errcode = '23505';
end;
$$;

-- Makes a registered release live: stable for every reader (share null), or a canary for share % of them.
create or replace function public.release_go_live(deploy_key text, version text, share integer default null)
returns public.remote_live
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  holder record;
  live public.remote_live;
begin
  select * into holder from public.deploy_key_holder(deploy_key);
  if not exists (select 1 from public.remote_releases r where r.remote = holder.remote and r.version = release_go_live.version) then
    raise exception '% % is not registered', holder.remote, version using errcode = 'P0002';
  end if;
  if share is not null and share not between 1 and 99 then
    raise exception 'a canary''s share is 1 to 99 (%%), not %', share using errcode = '22023';
  end if;
  select * into live from public.remote_live l where l.remote = holder.remote for update;
  if share is not null and live is null then
    raise exception '% has no stable release yet: ship one before a canary', holder.remote using errcode = '22023';
  end if;
  if share is not null and live.stable_version = version then
    raise exception '% % is already the stable release', holder.remote, version using errcode = '22023';
  end if;

  if share is null then
    insert into public.remote_live as l (remote, stable_version, changed_by)
    values (holder.remote, version, holder.name)
    on conflict (remote) do update
      set stable_version = excluded.stable_version, canary_version = null, canary_share = null,
          changed_at = now(), changed_by = excluded.changed_by
    returning * into live;
    update public.remote_releases r set promoted_at = now(), withdrawn_at = null
    where r.remote = holder.remote and r.version = release_go_live.version;
  else
    update public.remote_live l
    set canary_version = version, canary_share = share, changed_at = now(), changed_by = holder.name
    where l.remote = holder.remote
    returning * into live;
  end if;
  return live;
end;
$$;

-- The canary becomes the stable release, for every reader.
create or replace function public.release_promote(deploy_key text)
returns public.remote_live
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  holder record;
  canary text;
begin
  select * into holder from public.deploy_key_holder(deploy_key);
  select l.canary_version into canary from public.remote_live l where l.remote = holder.remote for update;
  if canary is null then
    raise exception '% has no canary to promote', holder.remote using errcode = 'P0002';
  end if;
  return public.release_go_live(deploy_key, canary);
end;
$$;

-- One step back, in one pointer change: a live canary is withdrawn (every reader gets the stable release);
-- otherwise the stable release is withdrawn and the one promoted before it is stable again.
create or replace function public.release_rollback(deploy_key text)
returns public.remote_live
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  holder record;
  live public.remote_live;
  withdrawn text;
  previous text;
begin
  select * into holder from public.deploy_key_holder(deploy_key);
  select * into live from public.remote_live l where l.remote = holder.remote for update;
  if live is null then
    raise exception '% has no live release', holder.remote using errcode = 'P0002';
  end if;
  withdrawn := coalesce(live.canary_version, live.stable_version);
  if live.canary_version is null then
    select r.version into previous from public.remote_releases r
    where r.remote = holder.remote and r.version <> live.stable_version
      and r.promoted_at is not null and r.withdrawn_at is null
    order by r.promoted_at desc limit 1;
    if previous is null then
      raise exception '% % is its first stable release: there is none to return to', holder.remote, live.stable_version
        using errcode = 'P0002';
    end if;
  end if;

  update public.remote_live l
  set stable_version = coalesce(previous, l.stable_version), canary_version = null, canary_share = null,
      changed_at = now(), changed_by = holder.name
  where l.remote = holder.remote
  returning * into live;
  update public.remote_releases r set withdrawn_at = now() where r.remote = holder.remote and r.version = withdrawn;
  return live;
end;
$$;

-- The project's owner takes a remote out of the registry's hands (service key): every shell server serves it from
-- the URL its environment names again. Its releases stay listed.
create or replace function public.release_unpin(remote text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.remote_live l where l.remote = release_unpin.remote;
$$;

-- Load failures of a release as readers' browsers saw them (a slot's error boundary: the remote did not load, or
-- threw while rendering), per reader (their hashed address) and hour, so a canary's health can be read before it
-- is promoted. A reader counts at most 100 failures of a release an hour.
create table public.remote_load_failures (
  manifest_url text not null,
  client text not null,
  hour timestamptz not null,
  failures integer not null,
  primary key (manifest_url, client, hour)
);

alter table public.remote_load_failures enable row level security;
revoke all on public.remote_load_failures from public, anon, authenticated, service_role;

comment on table public.remote_load_failures is 'Failures of each release seen by readers'' browsers, per reader and hour; only the release functions read and write it.';
comment on column public.remote_load_failures.manifest_url is 'The release (its manifest URL, as the browser ran it).';
comment on column public.remote_load_failures.client is 'SHA-256 (hex) of the reader''s address.';
comment on column public.remote_load_failures.hour is 'The hour of the failures.';
comment on column public.remote_load_failures.failures is 'How many failures the reader saw in that hour (at most 100).';

-- A failure seen by a reader's browser, counted against the registered release it ran; anything else is ignored.
create or replace function public.record_remote_failure(manifest_url text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.remote_releases r where r.manifest_url = record_remote_failure.manifest_url) then
    return;
  end if;
  insert into public.remote_load_failures as f (manifest_url, client, hour, failures)
  values (record_remote_failure.manifest_url,
    encode(sha256(convert_to(public.request_client_address(), 'UTF8')), 'hex'), date_trunc('hour', now()), 1)
  on conflict on constraint remote_load_failures_pkey do update set failures = least(f.failures + 1, 100);
end;
$$;

-- Each release's failures in the last 24 hours: how many readers saw one, and how many they saw.
create or replace function public.release_failures()
returns table (remote text, version text, readers bigint, failures bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select r.remote, r.version, count(distinct f.client), coalesce(sum(f.failures), 0)
  from public.remote_releases r
  join public.remote_load_failures f on f.manifest_url = r.manifest_url
  where f.hour > now() - interval '24 hours'
  group by r.remote, r.version
  order by r.remote, r.version;
$$;

-- The releases' files: a public bucket read by every reader's browser and every shell server. Only the
-- release-files Edge Function writes it (with the service key, after checking the deploy key): no policy lets an
-- API role write, and buckets are managed by migrations only.
insert into storage.buckets (id, name, public, file_size_limit)
values ('releases', 'releases', true, 10485760)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create policy "Anyone can see the releases bucket"
  on storage.buckets for select
  to anon, authenticated
  using (id = 'releases');

create policy "Anyone can read releases"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'releases');

revoke execute on function public.live_remotes() from public;
revoke execute on function public.record_remote_failure(text) from public;
revoke execute on function public.release_failures() from public;
revoke execute on function public.release_unpin(text) from public;
revoke execute on function public.deploy_key_holder(text) from public;
revoke execute on function public.deploy_key_create(text, text) from public;
revoke execute on function public.release_register(text, text, text, text, text[], jsonb) from public;
revoke execute on function public.release_go_live(text, text, integer) from public;
revoke execute on function public.release_promote(text) from public;
revoke execute on function public.release_rollback(text) from public;
grant execute on function public.live_remotes() to anon, authenticated, service_role;
grant execute on function public.record_remote_failure(text) to anon, authenticated, service_role;
grant execute on function public.release_failures() to anon, authenticated, service_role;
grant execute on function public.deploy_key_create(text, text) to service_role;
grant execute on function public.release_unpin(text) to service_role;
-- The release-files function checks an upload's deploy key with the service key.
grant execute on function public.deploy_key_holder(text) to service_role;
-- The deploy key is the credential: a pipeline calls these with the publishable key and its deploy key.
grant execute on function public.release_register(text, text, text, text, text[], jsonb) to anon, authenticated, service_role;
grant execute on function public.release_go_live(text, text, integer) to anon, authenticated, service_role;
grant execute on function public.release_promote(text) to anon, authenticated, service_role;
grant execute on function public.release_rollback(text) to anon, authenticated, service_role;
