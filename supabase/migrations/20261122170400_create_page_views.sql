-- First-party analytics: one row per page view. Anyone may record one; only admins read them.
create table public.page_views (
  id uuid primary key default gen_random_uuid(),
  title text check (char_length(title) <= 300),
  location text check (char_length(location) <= 2048),
  path text check (char_length(path) <= 2048),
  language text check (char_length(language) <= 35),
  referrer text check (char_length(referrer) <= 2048),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

alter table public.page_views enable row level security;

comment on table public.page_views is 'First-party analytics page views; insert-only for visitors, readable by admins.';
comment on column public.page_views.id is 'Row id.';
comment on column public.page_views.title is 'Analytics page name (Home, Story View, Calendar, ...).';
comment on column public.page_views.location is 'Full page URL.';
comment on column public.page_views.path is 'Path part of the URL.';
comment on column public.page_views.language is 'Interface language at the time of the view.';
comment on column public.page_views.referrer is 'document.referrer, if any.';
comment on column public.page_views.user_id is 'Signed-in viewer (defaults to auth.uid()); null for anonymous visitors.';
comment on column public.page_views.created_at is 'When the view was recorded (server time).';

create index page_views_created_at_idx on public.page_views (created_at);

-- Visitors insert only the descriptive columns (id and created_at are the server's), never update or delete.
revoke all on public.page_views from anon, authenticated;
grant insert (title, location, path, language, referrer, user_id) on public.page_views to anon, authenticated;
grant select on public.page_views to authenticated;

create policy "Anyone can record a page view as themselves"
  on public.page_views for insert
  to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));

create policy "Admins can read page views"
  on public.page_views for select
  to authenticated
  using ((select public.is_admin()));
