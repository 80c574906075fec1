-- A reader's rights over their own data, as the privacy policy promises: a copy of everything kept about them
-- (my_data) and the account's deletion (delete_my_account). Both act on the caller alone, named by the API's JWT
-- (auth.uid()), never on an id passed in. Security definer: the copy reads auth.users and donations, which readers
-- cannot read, and the deletion removes the auth user, which only the owner of the tables may.

-- Everything kept about the caller, as one JSON document: the account, the profile, favourites and reading
-- history, the donations recorded for the account or its confirmed email, the page views made while signed in and
-- a subscription to the daily mail at the account's confirmed email.
create or replace function public.my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  confirmed_email text;
begin
  if uid is null then
    raise exception 'sign in to download your data' using errcode = '42501';
  end if;
  select u.email into confirmed_email from auth.users u where u.id = uid and u.email_confirmed_at is not null;

  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', u.id, 'email', u.email, 'email_confirmed_at', u.email_confirmed_at,
        'pending_email', nullif(u.email_change, ''), 'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = uid
    ),
    'profile', (
      select jsonb_build_object('display_name', p.display_name, 'role', p.role, 'has_donated', p.has_donated,
        'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles p where p.id = uid
    ),
    'favourites', coalesce((
      select jsonb_agg(jsonb_build_object('story_id', f.story_id, 'title', s.translations -> 'en' ->> 'title',
        'saved_at', f.created_at) order by f.created_at desc)
      from public.favourites f join public.stories s on s.id = f.story_id
      where f.user_id = uid
    ), '[]'),
    'reading_history', coalesce((
      select jsonb_agg(jsonb_build_object('story_id', h.story_id, 'title', s.translations -> 'en' ->> 'title',
        'read_at', h.read_at) order by h.read_at desc)
      from public.reading_history h join public.stories s on s.id = h.story_id
      where h.user_id = uid
    ), '[]'),
    'donations', coalesce((
      select jsonb_agg(jsonb_build_object('received_at', d.received_at, 'amount', d.amount, 'currency', d.currency,
        'from_name', d.from_name, 'type', d.type) order by d.received_at desc)
      from public.donations d
      where d.applied_to = uid or lower(d.email) = lower(confirmed_email)
    ), '[]'),
    'page_views', coalesce((
      select jsonb_agg(jsonb_build_object('page', v.title, 'path', v.path, 'language', v.language,
        'referrer', v.referrer, 'viewed_at', v.created_at) order by v.created_at desc)
      from public.page_views v where v.user_id = uid
    ), '[]'),
    'daily_mail', (
      select jsonb_build_object('email', n.email, 'language', n.language, 'delivery_hour', n.delivery_hour,
        'time_zone', n.time_zone, 'subscribed_at', n.created_at, 'confirmed_at', n.confirmed_at)
      from public.newsletter_subscribers n where lower(n.email) = lower(confirmed_email)
    )
  );
end;
$$;

comment on function public.my_data() is 'A copy of everything kept about the signed-in caller, as JSON (the privacy policy''s right of access).';

-- Deletes the caller's account: the auth user, and with it (foreign keys) the profile, favourites, reading history,
-- sessions and identities. Page views stay as counts: their viewer becomes null (page_views.user_id is "on delete
-- set null"), so nothing in them names the reader. Donations stay, as accounting records the law asks to keep,
-- no longer linked to an account. An administrator is refused: the site would otherwise lose the only people who
-- can write its stories, and roles change only in the database.
create or replace function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'sign in to delete your account' using errcode = '42501';
  end if;
  if public.is_admin() then
    raise exception 'an administrator''s account cannot delete itself' using errcode = '42501',
      hint = 'administrator';
  end if;
  delete from auth.users where id = uid;
end;
$$;

comment on function public.delete_my_account() is 'Deletes the signed-in reader''s account and everything linked to it; page views keep no viewer.';

revoke execute on function public.my_data() from public, anon;
revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.my_data() to authenticated;
grant execute on function public.delete_my_account() to authenticated;
