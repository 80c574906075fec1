-- run as: supabase_storage_admin
--
-- The `storage` schema as hosted Supabase has it today: the state Supabase Storage's tenant migrations
-- (supabase/storage, migrations/tenant, Apache-2.0) leave behind when its runner applies all of them to a
-- new project (storage.install_roles=false, storage.multitenant=false, the API roles anon / authenticated /
-- service_role, super user supabase_storage_admin), on top of the platform's own storage init script.
--
-- It is written as the final state, not as a replay of that history: no renames, no dropped columns, no
-- functions that later files replace. Names, signatures, column order, types, defaults, constraint and index
-- names, owners and grants are the facts a catalog comparison looks at, so they are the real ones; the
-- function bodies are this project's own and do what the real ones do for anything a caller can see.
--
-- Runs on PostgreSQL 15 and on PGlite (Postgres 18): no CREATE INDEX CONCURRENTLY, no extension needed
-- (gen_random_uuid() is built in), no transaction control, every name schema-qualified because the runner
-- switches the session's authorization, not its search_path.
--
-- Expects: the schema `storage` exists and supabase_storage_admin may create in it; the roles anon,
-- authenticated, service_role and postgres exist (dashboard_user is used when it exists).

-- ---------------------------------------------------------------------------------------------------------
-- Types
-- ---------------------------------------------------------------------------------------------------------

-- What a bucket holds: files (STANDARD), an Iceberg catalog (ANALYTICS) or vector indexes (VECTOR).
create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

-- ---------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------

-- The Storage service's own record of applied migrations (postgres-migrations' table layout). Left empty:
-- this database is built by this script, not by that runner.
create table storage.migrations (
  id          integer primary key,
  name        varchar(100) not null unique,
  hash        varchar(40) not null,
  executed_at timestamp default current_timestamp
);

create table storage.buckets (
  id                 text primary key,
  name               text not null,
  owner              uuid,
  created_at         timestamptz default now(),
  updated_at         timestamptz default now(),
  public             boolean default false,
  avif_autodetection boolean default false,
  file_size_limit    bigint,                  -- bytes; null = the service-wide limit
  allowed_mime_types text[],                  -- null = any type
  owner_id           text,
  type               storage.buckettype not null default 'STANDARD',
  versioning_status  text not null default 'DISABLED',
  constraint buckets_versioning_status_check
    check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
  constraint buckets_versioning_standard_only_check
    check (type = 'STANDARD' or versioning_status = 'DISABLED'),
  -- Versioning is present in the schema but cannot be switched on yet.
  constraint buckets_versioning_dark_check
    check (versioning_status = 'DISABLED')
);
create unique index bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table storage.objects (
  id               uuid not null default gen_random_uuid(),
  bucket_id        text,
  name             text,
  owner            uuid,
  created_at       timestamptz default now(),
  updated_at       timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata         jsonb,
  path_tokens      text[] generated always as (string_to_array(name, '/')) stored,
  version          text,
  owner_id         text,
  user_metadata    jsonb,
  archived_at      timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned     boolean not null default false,
  constraint objects_pkey primary key (id),
  -- No ON DELETE: a bucket with objects cannot be deleted.
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);
-- Byte-order listing (list_objects_with_delimiter, search_v2) and its case-insensitive twin (search).
create index idx_objects_bucket_id_name on storage.objects using btree (bucket_id, (name collate "C"));
create index idx_objects_bucket_id_name_lower on storage.objects using btree (bucket_id, (lower(name) collate "C"));
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

-- S3 multipart uploads in progress and their parts.
create table storage.s3_multipart_uploads (
  id               text primary key,
  in_progress_size bigint not null default 0,
  upload_signature text not null,
  bucket_id        text not null references storage.buckets (id),
  key              text collate "C" not null,
  version          text not null,
  owner_id         text,
  created_at       timestamptz not null default now(),
  user_metadata    jsonb,
  metadata         jsonb
);
create index idx_multipart_uploads_list on storage.s3_multipart_uploads using btree (bucket_id, key, created_at);

create table storage.s3_multipart_uploads_parts (
  id          uuid primary key default gen_random_uuid(),
  upload_id   text not null references storage.s3_multipart_uploads (id) on delete cascade,
  size        bigint not null default 0,
  part_number integer not null,
  bucket_id   text not null references storage.buckets (id),
  key         text collate "C" not null,
  etag        text not null,
  owner_id    text,
  version     text not null,
  created_at  timestamptz not null default now()
);

-- Analytics buckets (Iceberg catalogs). `name` is the bucket's name; a deleted catalog keeps its row with
-- deleted_at set, so only live names are unique.
create table storage.buckets_analytics (
  name       text not null,
  type       storage.buckettype not null default 'ANALYTICS',
  format     text not null default 'ICEBERG',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  id         uuid not null default gen_random_uuid(),
  deleted_at timestamptz,
  constraint buckets_analytics_pkey primary key (id)
);
create unique index buckets_analytics_unique_name_idx on storage.buckets_analytics using btree (name)
  where deleted_at is null;

create table storage.iceberg_namespaces (
  id          uuid primary key default gen_random_uuid(),
  bucket_name text not null,
  name        text collate "C" not null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  metadata    jsonb not null default '{}',
  catalog_id  uuid not null,
  constraint iceberg_namespaces_catalog_id_fkey
    foreign key (catalog_id) references storage.buckets_analytics (id) on delete cascade
);
create unique index idx_iceberg_namespaces_bucket_id on storage.iceberg_namespaces using btree (catalog_id, name);

create table storage.iceberg_tables (
  id              uuid primary key default gen_random_uuid(),
  namespace_id    uuid not null references storage.iceberg_namespaces (id) on delete cascade,
  bucket_name     text not null,
  name            text collate "C" not null,
  location        text not null,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  remote_table_id text,
  shard_key       text,
  shard_id        text,
  catalog_id      uuid not null,
  constraint iceberg_tables_catalog_id_fkey
    foreign key (catalog_id) references storage.buckets_analytics (id) on delete cascade
);
create unique index idx_iceberg_tables_namespace_id on storage.iceberg_tables using btree (catalog_id, namespace_id, name);
create unique index idx_iceberg_tables_location on storage.iceberg_tables using btree (location);

-- Vector buckets and their indexes.
create table storage.buckets_vectors (
  id         text primary key,
  type       storage.buckettype not null default 'VECTOR',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.vector_indexes (
  id                     text primary key default gen_random_uuid(),
  name                   text collate "C" not null,
  bucket_id              text not null references storage.buckets_vectors (id),
  data_type              text not null,
  dimension              integer not null,
  distance_metric        text not null,
  metadata_configuration jsonb,
  created_at             timestamptz not null default now(),
  updated_at             timestamptz not null default now()
);
create unique index vector_indexes_name_bucket_id_idx on storage.vector_indexes using btree (name, bucket_id);

-- Every storage table has row level security on and, as shipped, no policy: only roles that bypass RLS
-- (service_role, postgres) or a project's own policies open them.
alter table storage.migrations                 enable row level security;
alter table storage.buckets                    enable row level security;
alter table storage.objects                    enable row level security;
alter table storage.s3_multipart_uploads       enable row level security;
alter table storage.s3_multipart_uploads_parts enable row level security;
alter table storage.buckets_analytics          enable row level security;
alter table storage.iceberg_namespaces         enable row level security;
alter table storage.iceberg_tables             enable row level security;
alter table storage.buckets_vectors            enable row level security;
alter table storage.vector_indexes             enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- Path helpers, used in policies (`(storage.foldername(name))[1] = auth.uid()::text` and the like)
-- ---------------------------------------------------------------------------------------------------------

-- 'a/b/c.png' -> {a,b}; 'c.png' -> {}; '' -> null.
create function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $body$
declare
  segments text[] := string_to_array(name, '/');
begin
  return segments[1 : array_length(segments, 1) - 1];
end
$body$;

-- 'a/b/c.png' -> 'c.png'; 'a/b/' -> ''; '' -> null.
create function storage.filename(name text)
returns text
language plpgsql
immutable
as $body$
declare
  segments text[] := string_to_array(name, '/');
begin
  return segments[array_length(segments, 1)];
end
$body$;

-- The text after the last dot of the file name, or the whole file name when it has no dot:
-- 'a/b/c.tar.gz' -> 'gz'; 'a/README' -> 'README'; 'a/.env' -> 'env'.
create function storage.extension(name text)
returns text
language plpgsql
immutable
as $body$
declare
  segments text[] := string_to_array(name, '/');
  file     text   := segments[array_length(segments, 1)];
begin
  return substring(file from '[^.]*$');
end
$body$;

-- The first delimiter-terminated piece of p_key after p_prefix, prefix included, or null when p_key has no
-- delimiter after the prefix (a leaf). ('photos/2024/a.png', 'photos/', '/') -> 'photos/2024/'.
create function storage.get_common_prefix(p_key text, p_prefix text, p_delimiter text)
returns text
language sql
immutable
as $body$
  select case
    when strpos(substr(p_key, length(p_prefix) + 1), p_delimiter) > 0
    then left(p_key, length(p_prefix) + strpos(substr(p_key, length(p_prefix) + 1), p_delimiter))
  end
$body$;

-- ---------------------------------------------------------------------------------------------------------
-- Operation helpers: the Storage service sets `storage.operation` (e.g. 'storage.object.upload') for each
-- request, so that policies can tell operations apart.
-- ---------------------------------------------------------------------------------------------------------

create function storage.operation()
returns text
language plpgsql
stable
as $body$
begin
  return current_setting('storage.operation', true);
end
$body$;

-- True when the current operation is the one asked for; the 'storage.' prefix is optional on both sides.
create function storage.allow_only_operation(expected_operation text)
returns boolean
language sql
stable
as $body$
  select coalesce(nullif(expected_operation, '') is not null
                  and regexp_replace(storage.operation(), '^storage\.', '')
                      = regexp_replace(expected_operation, '^storage\.', ''),
                  false)
$body$;

-- True when the current operation is any of those asked for (empty and null entries never match).
create function storage.allow_any_operation(expected_operations text[])
returns boolean
language sql
stable
as $body$
  select exists (
    select
    from unnest(expected_operations) as wanted(op)
    where wanted.op <> ''
      and regexp_replace(wanted.op, '^storage\.', '')
          = regexp_replace(storage.operation(), '^storage\.', '')
  )
$body$;

-- ---------------------------------------------------------------------------------------------------------
-- Service helpers
-- ---------------------------------------------------------------------------------------------------------

-- Total bytes per bucket, from the objects' metadata.
create function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language plpgsql
stable
as $body$
begin
  return query
    select sum((o.metadata ->> 'size')::bigint)::bigint, o.bucket_id
    from storage.objects o
    group by o.bucket_id;
end
$body$;

-- Asks the objects' insert policies whether the caller may create this object, without creating it: the
-- row is inserted and then undone by raising PT200, which the service reads as "allowed"; a policy
-- violation surfaces as its own error first.
create function storage.can_insert_object(bucketid text, name text, owner uuid, metadata jsonb)
returns void
language plpgsql
as $body$
begin
  insert into storage.objects (bucket_id, name, owner, metadata)
  values (can_insert_object.bucketid, can_insert_object.name, can_insert_object.owner, can_insert_object.metadata);
  raise sqlstate 'PT200' using message = 'ROLLBACK', detail = 'rollback successful insert';
end
$body$;

-- ---------------------------------------------------------------------------------------------------------
-- Listing
-- ---------------------------------------------------------------------------------------------------------

-- S3-style listing of one bucket: the keys under prefix_param (case-sensitive, byte order), with every run
-- of keys that share a delimiter-terminated piece after the prefix folded into one "folder" row (its name
-- without the trailing delimiter, every other column null). Rows come in byte order of the key, or of the
-- folder's prefix, ascending or descending; at most max_keys of them.
--
-- Continuation: next_token, or else start_after, is the last name the caller has seen. When keys exist
-- under it as a folder, that whole folder is behind the caller. Otherwise, ascending, listing resumes at
-- `<cursor><delimiter>` (so keys that sort between the cursor and that point are passed over too);
-- descending, it resumes just before the cursor. A folder shows again when any of its keys lies ahead.
create function storage.list_objects_with_delimiter(
  _bucket_id text,
  prefix_param text,
  delimiter_param text,
  max_keys integer default 100,
  start_after text default '',
  next_token text default '',
  sort_order text default 'asc'
)
returns table (
  name text,
  id uuid,
  metadata jsonb,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz
)
language plpgsql
stable
security invoker
as $body$
declare
  ascending boolean := lower(coalesce(sort_order, 'asc')) = 'asc';
  base      text    := coalesce(prefix_param, '');
  cursor_at text    := coalesce(nullif(next_token, ''), start_after, '');
  resume    text;   -- ascending: entries with a key >= resume; descending: with a key < resume
begin
  if cursor_at <> '' then
    if exists (
      select from storage.objects o
      where o.bucket_id = _bucket_id and starts_with(o.name, cursor_at || delimiter_param)
    ) then
      resume := case when ascending then cursor_at || chr(ascii(delimiter_param) + 1)
                     else cursor_at || delimiter_param end;
    else
      resume := case when ascending then cursor_at || delimiter_param else cursor_at end;
    end if;
  end if;

  return query
    with under_prefix as (
      select o.name, o.id, o.metadata, o.updated_at, o.created_at, o.last_accessed_at,
             storage.get_common_prefix(o.name, base, delimiter_param) as folder
      from storage.objects o
      where o.bucket_id = _bucket_id
        and starts_with(o.name, base)
        and (resume is null
             or (ascending and o.name >= resume collate "C")
             or (not ascending and o.name < resume collate "C"))
    ),
    entries as (
      -- one row per folder
      select u.folder as sort_key, rtrim(u.folder, delimiter_param) as shown,
             null::uuid as id, null::jsonb as metadata, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             count(*) as keys
      from under_prefix u
      where u.folder is not null
      group by u.folder
      union all
      -- one row per key outside any folder
      select u.name, u.name, u.id, u.metadata, u.updated_at, u.created_at, u.last_accessed_at, 0
      from under_prefix u
      where u.folder is null
    ),
    placed as (
      select e.*, lag(e.keys = 0) over (order by e.sort_key collate "C" desc) as after_file
      from entries e
    )
    select p.shown, p.id, p.metadata, p.updated_at, p.created_at, p.last_accessed_at
    from placed p
    -- Descending, the real function drops a folder that directly follows a plain key and holds only one
    -- key (its scan steps past that key before recognising the folder); kept so that pages read the same.
    where ascending or not (p.keys = 1 and coalesce(p.after_file, false))
    order by case when ascending then p.sort_key collate "C" end asc,
             case when not ascending then p.sort_key collate "C" end desc
    limit greatest(max_keys, 0);
end
$body$;

-- Listing behind the dashboard's and the JS client's `list()`: the entries directly under `prefix`, folders
-- and files, matched case-insensitively against prefix || search, at most min(limits, 1500) of them after
-- skipping `offsets`. Names are relative to `prefix`. `levels` is accepted and ignored.
--   sortcolumn 'name' (default): folders and files interleaved in byte order of the lower-cased key,
--     `sortorder` 'asc' (default) or anything else for descending.
--   sortcolumn updated_at / created_at / last_accessed_at: all folders first (by name), then the files by
--     that column.
create function storage.search(
  prefix text,
  bucketname text,
  limits integer default 100,
  levels integer default 1,
  offsets integer default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
security invoker
as $body$
declare
  base       text    := coalesce(prefix, '');
  pattern    text    := coalesce(prefix, '') || coalesce(search, '');
  ascending  boolean := lower(coalesce(sortorder, 'asc')) = 'asc';
  max_rows   integer := least(coalesce(limits, 100), 1500);
  by_column  text    := lower(coalesce(sortcolumn, 'name'));
  -- path depth (in '/'-separated segments) of the prefix and of prefix || search
  first_seg  integer := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  last_seg   integer := coalesce(array_length(string_to_array(pattern, '/'), 1), 1);
begin
  if by_column in ('updated_at', 'created_at', 'last_accessed_at') then
    return query
      with matching as (
        select o.*, array_to_string(o.path_tokens[first_seg:last_seg], '/') as shown
        from storage.objects o
        where o.name ilike pattern || '%'
          and o.bucket_id = bucketname
      ),
      entries as (
        select distinct m.shown, null::uuid as id, null::timestamptz as updated_at,
               null::timestamptz as created_at, null::timestamptz as last_accessed_at,
               null::jsonb as metadata, 0 as kind, null::timestamptz as sort_ts
        from matching m
        where array_length(m.path_tokens, 1) <> last_seg
        union all
        select m.shown, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, 1,
               case by_column when 'updated_at' then m.updated_at
                              when 'created_at' then m.created_at
                              else m.last_accessed_at end
        from matching m
        where array_length(m.path_tokens, 1) = last_seg
      )
      select e.shown, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
      from entries e
      order by e.kind,
               case when e.kind = 0 and ascending then e.shown end asc,
               case when e.kind = 0 and not ascending then e.shown end desc,
               case when ascending then e.sort_ts end asc,
               case when not ascending then e.sort_ts end desc
      limit max_rows offset offsets;
    return;
  end if;

  return query
    with matching as (
      select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
             lower(o.name) collate "C" as folded,
             storage.get_common_prefix(lower(o.name), lower(pattern), '/') collate "C" as folder
      from storage.objects o
      where o.bucket_id = bucketname
        and starts_with(lower(o.name), lower(pattern))
    ),
    -- Keys of each folder in the listing's direction; the folder is shown with the spelling of one of them.
    folders as (
      select m.folder as sort_key,
             array_agg(m.name order by case when ascending then m.folded end asc,
                                       case when not ascending then m.folded end desc) as keys
      from matching m
      where m.folder is not null
      group by m.folder
    ),
    entries as (
      select f.sort_key, f.keys, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from folders f
      union all
      select m.folded, array[m.name], m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
      from matching m
      where m.folder is null
    ),
    placed as (
      select e.*,
             e.id is null as is_folder,
             coalesce(lag(e.id is not null) over (order by e.sort_key desc), false) as after_file
      from entries e
    ),
    -- Descending, the real function reaches a folder that directly follows a file through the folder's
    -- second key (spelling it that way) and drops a folder that has no second key; kept so that pages read
    -- the same.
    shown as (
      select p.sort_key, p.id, p.updated_at, p.created_at, p.last_accessed_at, p.metadata,
             case when not p.is_folder then substring(p.keys[1] from length(base) + 1)
                  else substring(rtrim(storage.get_common_prefix(
                         p.keys[case when not ascending and p.after_file then 2 else 1 end], pattern, '/'), '/')
                       from length(base) + 1)
             end as name
      from placed p
      where ascending or not (p.is_folder and p.after_file and cardinality(p.keys) < 2)
    )
    select s.name, s.id, s.updated_at, s.created_at, s.last_accessed_at, s.metadata
    from shown s
    order by case when ascending then s.sort_key end asc,
             case when not ascending then s.sort_key end desc
    limit greatest(max_rows, 0) offset offsets;
end
$body$;

-- Folder-and-file listing ordered by updated_at / created_at / last_accessed_at, then name (byte order),
-- with keyset continuation: rows after (p_sort_column_after, p_start_after) in the chosen direction.
-- Timestamps compare at millisecond precision. A folder's updated_at and created_at are both the earliest
-- created_at of its keys. `key` is the p_level-th path segment of `name`; names are full keys.
create function storage.search_by_timestamp(
  p_prefix text,
  p_bucket_id text,
  p_limit integer,
  p_level integer,
  p_start_after text,
  p_sort_order text,
  p_sort_column text,
  p_sort_column_after text
)
returns table (
  key text,
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
security invoker
as $body$
declare
  base      text        := coalesce(p_prefix, '');
  ascending boolean     := lower(coalesce(p_sort_order, 'asc')) = 'asc';
  after_ts  timestamptz := coalesce(nullif(p_sort_column_after, '')::timestamptz, 'epoch'::timestamptz);
begin
  if p_sort_column is null or p_sort_column not in ('updated_at', 'created_at', 'last_accessed_at') then
    raise exception 'cannot sort by "%"', p_sort_column using errcode = '22023';
  end if;

  return query
    with matching as (
      select o.*, storage.get_common_prefix(o.name, base, '/') as folder
      from storage.objects o
      where o.bucket_id = p_bucket_id
        and starts_with(o.name, base)
    ),
    entries as (
      select rtrim(m.folder, '/') as full_name, null::uuid as id,
             min(m.created_at) as updated_at, min(m.created_at) as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matching m
      where m.folder is not null
      group by m.folder
      union all
      select m.name, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
      from matching m
      where m.folder is null
    ),
    keyed as (
      select e.*,
             date_trunc('milliseconds', case p_sort_column when 'updated_at' then e.updated_at
                                                           when 'created_at' then e.created_at
                                                           else e.last_accessed_at end) as ts
      from entries e
    )
    select split_part(k.full_name, '/', p_level), k.full_name, k.id, k.updated_at, k.created_at,
           k.last_accessed_at, k.metadata
    from keyed k
    where p_start_after = ''
       or (ascending and (k.ts, k.full_name collate "C") > (after_ts, p_start_after collate "C"))
       or (not ascending and (k.ts, k.full_name collate "C") < (after_ts, p_start_after collate "C"))
    order by case when ascending then coalesce(k.ts, 'epoch'::timestamptz) end asc,
             case when ascending then k.full_name collate "C" end asc,
             case when not ascending then coalesce(k.ts, 'epoch'::timestamptz) end desc,
             case when not ascending then k.full_name collate "C" end desc
    limit p_limit;
end
$body$;

-- The listing behind Storage's list-v2 endpoint: at most min(limits, 1500) rows, folders folded on '/';
-- by name through list_objects_with_delimiter (start_after continues), otherwise by updated_at or
-- created_at through search_by_timestamp. `key` is the levels-th path segment of `name`.
create function storage.search_v2(
  prefix text,
  bucket_name text,
  limits integer default 100,
  levels integer default 1,
  start_after text default '',
  sort_order text default 'asc',
  sort_column text default 'name',
  sort_column_after text default ''
)
returns table (
  key text,
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
security invoker
as $body$
declare
  max_rows  integer := least(coalesce(limits, 100), 1500);
  direction text    := case when lower(coalesce(sort_order, 'asc')) = 'desc' then 'desc' else 'asc' end;
  by_column text    := case when lower(coalesce(sort_column, 'name')) in ('updated_at', 'created_at')
                            then lower(sort_column) else 'name' end;
begin
  if by_column = 'name' then
    return query
      select split_part(l.name, '/', levels), l.name, l.id, l.updated_at, l.created_at,
             l.last_accessed_at, l.metadata
      from storage.list_objects_with_delimiter(bucket_name, coalesce(prefix, ''), '/', max_rows,
                                               start_after, '', direction) l;
  else
    return query
      select t.key, t.name, t.id, t.updated_at, t.created_at, t.last_accessed_at, t.metadata
      from storage.search_by_timestamp(prefix, bucket_name, max_rows, levels, start_after,
                                       direction, by_column, sort_column_after) t;
  end if;
end
$body$;

-- In-progress multipart uploads of a bucket under prefix_param (case-insensitive match), keys folded into
-- folders on delimiter_param (the folder's key keeps its trailing delimiter), one row per key (the earliest
-- upload), byte order, at most max_keys. Continuation: next_key_token (the last key seen, used while no
-- next_upload_token is given) and next_upload_token (the last upload id seen).
create function storage.list_multipart_uploads_with_delimiter(
  bucket_id text,
  prefix_param text,
  delimiter_param text,
  max_keys integer default 100,
  next_key_token text default '',
  next_upload_token text default ''
)
returns table (key text, id text, created_at timestamptz)
language plpgsql
as $body$
begin
  return query
    with folded as (
      select coalesce(storage.get_common_prefix(u.key, prefix_param, delimiter_param), u.key) collate "C" as shown,
             u.id, u.created_at
      from storage.s3_multipart_uploads u
      where u.bucket_id = list_multipart_uploads_with_delimiter.bucket_id
        and u.key ilike prefix_param || '%'
        and (coalesce(next_upload_token, '') <> '' or coalesce(next_key_token, '') = ''
             or coalesce(storage.get_common_prefix(u.key, prefix_param, delimiter_param), u.key) collate "C"
                > next_key_token collate "C")
        and (coalesce(next_upload_token, '') = '' or u.id collate "C" > next_upload_token collate "C")
    )
    select distinct on (f.shown) f.shown, f.id, f.created_at
    from folded f
    order by f.shown, f.created_at, f.id
    limit max_keys;
end
$body$;

-- ---------------------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------------------

create function storage.update_updated_at_column()
returns trigger
language plpgsql
as $body$
begin
  new.updated_at := now();
  return new;
end
$body$;

create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create function storage.enforce_bucket_name_length()
returns trigger
language plpgsql
as $body$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$body$;

create trigger enforce_bucket_name_length_trigger
  before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- A DELETE on buckets or objects would leave the stored files behind, so it is refused (42501) unless the
-- session or transaction has set storage.allow_delete_query to 'true', as the Storage service does for the
-- deletes it makes itself after removing the files.
create function storage.protect_delete()
returns trigger
language plpgsql
as $body$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), '') is distinct from 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501',
            hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end
$body$;

create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- ---------------------------------------------------------------------------------------------------------
-- Privileges, as the real build leaves them
-- ---------------------------------------------------------------------------------------------------------

-- buckets and objects: everything for the API roles (RLS decides), and for postgres and their owner with
-- the right to pass it on (so that postgres can grant on them).
grant all on table storage.buckets, storage.objects to supabase_storage_admin with grant option;
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on table storage.buckets, storage.objects to postgres with grant option;

-- The platform's init script created this table with its schema-wide default grants.
grant all on table storage.migrations to anon, authenticated, service_role, postgres;

grant all on table storage.buckets_analytics to service_role, authenticated, anon;

grant all on table storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
                   storage.iceberg_namespaces, storage.iceberg_tables
  to service_role;
grant select on table storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
                      storage.iceberg_namespaces, storage.iceberg_tables
  to authenticated, anon;

grant select on table storage.buckets_vectors, storage.vector_indexes to service_role, authenticated, anon;

-- The three path helpers date from the platform's init script, whose default grants they kept; every other
-- function keeps PostgreSQL's default (EXECUTE for PUBLIC). (Grant order follows the real build's, so that
-- the ACLs read the same.)
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

do $grant$
begin
  if exists (select from pg_catalog.pg_roles where rolname = 'dashboard_user') then
    grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
      to dashboard_user;
  end if;
end
$grant$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to postgres;
