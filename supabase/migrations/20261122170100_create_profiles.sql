-- User profiles: one row per auth user, created by a trigger on auth.users.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  display_name text check (display_name is null or char_length(display_name) between 1 and 255),
  role text not null default 'user' check (role in ('user', 'admin')),
  has_donated boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

comment on table public.profiles is 'Public profile of each auth user: display name, role and donor flag.';
comment on column public.profiles.id is 'Same as auth.users.id.';
comment on column public.profiles.email is 'Copy of the auth email, kept in sync by a trigger.';
comment on column public.profiles.display_name is 'Name shown in the account menu; the only column a user may change.';
comment on column public.profiles.role is 'user or admin; admins create and edit stories. Never writable by the user.';
comment on column public.profiles.has_donated is 'Donor flag that removes ads. Never writable by the user.';
comment on column public.profiles.created_at is 'When the profile was created.';
comment on column public.profiles.updated_at is 'Last change, maintained by a trigger.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Column privileges, not only policies: a user may insert their own missing profile with defaults and
-- change only display_name; role and has_donated stay out of reach whatever the policies say.
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant insert (id, email, display_name) on public.profiles to authenticated;
grant update (display_name) on public.profiles to authenticated;

-- True when the caller's profile has role admin. Security definer so policies can call it without
-- recursing into the profiles policies; empty search_path so nothing can be shadowed.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  );
$$;

comment on function public.is_admin() is 'Whether the signed-in caller is an administrator (profiles.role = admin).';

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

create policy "Admins can read every profile"
  on public.profiles for select
  to authenticated
  using ((select public.is_admin()));

create policy "Users can create their own missing profile"
  on public.profiles for insert
  to authenticated
  with check (id = (select auth.uid()));

create policy "Users can update their own display name"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Profile for every new auth user. The display name comes from the signup metadata (name or
-- display_name), falling back to the email.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, display_name)
  values (
    new.id,
    new.email,
    coalesce(
      nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
      nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''),
      new.email
    )
  );
  return new;
end;
$$;

comment on function public.handle_new_user() is 'Trigger: creates the profile of a new auth user.';

-- Keeps the profile in step when the email or the metadata name changes (updateUser({ data: { name } })).
create or replace function public.handle_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_name text := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
    nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''));
  old_name text := coalesce(
    nullif(btrim(old.raw_user_meta_data ->> 'name'), ''),
    nullif(btrim(old.raw_user_meta_data ->> 'display_name'), ''));
begin
  if new.email is distinct from old.email then
    update public.profiles set email = new.email where id = new.id;
  end if;
  if new_name is not null and new_name is distinct from old_name then
    update public.profiles set display_name = new_name where id = new.id;
  end if;
  return new;
end;
$$;

comment on function public.handle_user_updated() is 'Trigger: copies a changed auth email or metadata name to the profile.';

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_updated() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row execute function public.handle_user_updated();
