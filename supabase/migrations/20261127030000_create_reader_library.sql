-- A reader's own library: the stories they keep as favourites and the stories they have opened. Each reader sees
-- and changes only their own rows; nobody else (not admins, not anonymous visitors) reads them through the API.
-- Only published stories can be kept or recorded: a scheduled story's id must not become known or usable through
-- a reader's library before its day.

create table public.favourites (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, story_id)
);

alter table public.favourites enable row level security;

comment on table public.favourites is 'Stories a signed-in reader keeps as favourites; each reader reads and changes only their own.';
comment on column public.favourites.user_id is 'The reader (defaults to auth.uid()).';
comment on column public.favourites.story_id is 'The favourite story; published stories only.';
comment on column public.favourites.created_at is 'When the reader marked it.';

-- The page lists a reader's favourites newest first; the foreign key to stories needs its own index for cascades.
create index favourites_user_created_idx on public.favourites (user_id, created_at desc);
create index favourites_story_idx on public.favourites (story_id);

create table public.reading_history (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, story_id)
);

alter table public.reading_history enable row level security;

comment on table public.reading_history is 'Stories a signed-in reader has opened, one row per story with the latest reading; own rows only.';
comment on column public.reading_history.user_id is 'The reader (defaults to auth.uid()).';
comment on column public.reading_history.story_id is 'The story opened; published stories only.';
comment on column public.reading_history.read_at is 'When the reader last opened it; a device''s readings merged at sign-in keep their own time.';

create index reading_history_user_read_idx on public.reading_history (user_id, read_at desc);
create index reading_history_story_idx on public.reading_history (story_id);

-- A reading merged from a device, or recorded again, never moves a story back in the history: the row keeps its
-- latest time, so an upsert with an older device time changes nothing.
create or replace function public.reading_history_keep_latest()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.read_at := greatest(old.read_at, new.read_at);
  return new;
end;
$$;

comment on function public.reading_history_keep_latest() is 'Trigger: an updated reading keeps the later of its two times.';

create trigger reading_history_keep_latest
  before update on public.reading_history
  for each row execute function public.reading_history_keep_latest();

-- Grants: signed-in readers only, and only what the library needs; the service role gets nothing (no server
-- feature reads a reader's library). Policies then limit every statement to the reader's own rows.
revoke all on public.favourites, public.reading_history from public, anon, authenticated, service_role;
grant select, delete on public.favourites to authenticated;
grant insert (user_id, story_id) on public.favourites to authenticated;
grant select, delete on public.reading_history to authenticated;
grant insert (user_id, story_id, read_at) on public.reading_history to authenticated;
grant update (read_at) on public.reading_history to authenticated;
revoke execute on function public.reading_history_keep_latest() from public, anon, authenticated, service_role;

create policy "Readers read their own favourites"
  on public.favourites for select
  to authenticated
  using (user_id = (select auth.uid()));

-- The published check is explicit rather than left to the stories' policies, which let admins see scheduled stories.
create policy "Readers keep published stories as favourites"
  on public.favourites for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.stories s where s.id = story_id and s.publish_date <= now())
  );

create policy "Readers remove their own favourites"
  on public.favourites for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Readers read their own history"
  on public.reading_history for select
  to authenticated
  using (user_id = (select auth.uid()));

-- A device's clock may run a little ahead; a reading from the future beyond that is refused.
create policy "Readers record readings of published stories"
  on public.reading_history for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and read_at <= now() + interval '5 minutes'
    and exists (select 1 from public.stories s where s.id = story_id and s.publish_date <= now())
  );

create policy "Readers update their own readings"
  on public.reading_history for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and read_at <= now() + interval '5 minutes');

create policy "Readers remove their own readings"
  on public.reading_history for delete
  to authenticated
  using (user_id = (select auth.uid()));
