-- Story cover images: the public bucket `story-images` (PNG, JPEG or WebP, at most 5 MB each).
-- Anyone may read its objects; only admins (public.is_admin()) may upload, replace or delete them.
-- Buckets themselves are managed by migrations only: nobody writes storage.buckets through the API.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('story-images', 'story-images', true, 5242880, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can see the story images bucket"
  on storage.buckets for select
  to anon, authenticated
  using (id = 'story-images');

create policy "Anyone can read story images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'story-images');

create policy "Admins can upload story images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'story-images' and (select public.is_admin()));

create policy "Admins can replace story images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'story-images' and (select public.is_admin()))
  with check (bucket_id = 'story-images' and (select public.is_admin()));

create policy "Admins can delete story images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'story-images' and (select public.is_admin()));
