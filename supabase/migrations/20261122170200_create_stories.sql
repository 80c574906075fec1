-- Stories: one short story per day, in eight languages.

-- Every key of translations is one of the 8 languages and each entry has string title, content and summary.
-- A function because CHECK constraints cannot hold subqueries; immutable so it is allowed there.
create or replace function public.story_translations_are_valid(translations jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(translations) = 'object'
    and (translations - array['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn']) = '{}'::jsonb
    and not exists (
      select 1 from jsonb_each(translations) as t(lang, entry)
      where jsonb_typeof(entry) is distinct from 'object'
         or jsonb_typeof(entry -> 'title') is distinct from 'string'
         or jsonb_typeof(entry -> 'content') is distinct from 'string'
         or jsonb_typeof(entry -> 'summary') is distinct from 'string'
    );
$$;

comment on function public.story_translations_are_valid(jsonb) is
  'CHECK helper: translations keys are among es en fr de it pt ru cn, each with string title, content and summary.';

create table public.stories (
  id uuid primary key default gen_random_uuid(),
  translations jsonb not null
    constraint stories_translations_shape check (public.story_translations_are_valid(translations))
    constraint stories_spanish_title_and_content_required check (
      char_length(btrim(coalesce(translations -> 'es' ->> 'title', ''))) > 0
      and char_length(btrim(coalesce(translations -> 'es' ->> 'content', ''))) > 0),
  author text not null default 'Anonymous' check (char_length(author) <= 200),
  publish_date timestamptz not null default now(),
  tags text[] not null default '{}'
    constraint stories_tags_are_genres check (tags <@ array[
      'fantasy', 'adventure', 'mystery', 'scifi', 'fable', 'educational', 'historical', 'kids',
      'young-adult', 'adult', 'family', 'comedy', 'drama', 'horror', 'romance', 'action',
      'mythology', 'superheroes', 'animals', 'nature', 'space', 'technology']::text[]),
  hashtags text[] not null default '{}',
  image_url text check (image_url is null or char_length(image_url) <= 2048),
  read_time integer not null default 0 check (read_time >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.stories enable row level security;

comment on table public.stories is 'Short stories, one featured per day; readable by everyone once published.';
comment on column public.stories.id is 'Story id used in /story/{storyId} links.';
comment on column public.stories.translations is 'Per language (es en fr de it pt ru cn): {title, content, summary}; content paragraphs are separated by newlines. Spanish title and content are required.';
comment on column public.stories.author is 'Author name; Anonymous when not given.';
comment on column public.stories.publish_date is 'When the story becomes public; later ones are scheduled and visible to admins only.';
comment on column public.stories.tags is 'Genre ids, among the 22 of the product spec.';
comment on column public.stories.hashtags is 'Free hashtags shown on the story card.';
comment on column public.stories.image_url is 'Optional illustration URL.';
comment on column public.stories.read_time is 'Reading time in minutes; 0 when unknown.';
comment on column public.stories.created_at is 'When the story was created.';
comment on column public.stories.updated_at is 'Last edit, maintained by a trigger.';

-- Story of the day and month queries filter and sort on publish_date.
create index stories_publish_date_idx on public.stories (publish_date);

create trigger stories_set_updated_at
  before update on public.stories
  for each row execute function public.set_updated_at();

-- Anonymous visitors never write, whatever a policy might allow by mistake.
revoke insert, update, delete, truncate on public.stories from anon;
revoke truncate on public.stories from authenticated;

create policy "Anyone can read published stories"
  on public.stories for select
  to anon, authenticated
  using (publish_date <= now());

create policy "Admins can read scheduled stories"
  on public.stories for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins can create stories"
  on public.stories for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update stories"
  on public.stories for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete stories"
  on public.stories for delete
  to authenticated
  using ((select public.is_admin()));
