-- A visitor records one page view per request. Without this guard one 1 MB insert from the anon key holds
-- tens of thousands of rows. The guard lives in the database so it holds behind any API (hosted PostgREST
-- too); the service role (imports, maintenance) is not limited.
create or replace function public.page_views_one_row_per_statement()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted_rows) > 1 then
    raise exception 'page_views takes one row per request'
      using errcode = '54000',
            detail = format('The request inserted %s rows.', (select count(*) from inserted_rows)),
            hint = 'Record each page view with its own request.';
  end if;
  return null;
end;
$$;

comment on function public.page_views_one_row_per_statement() is
  'Statement trigger: anon and authenticated callers insert at most one page view per statement (SQLSTATE 54000).';

create trigger page_views_one_row_per_statement
  after insert on public.page_views
  referencing new table as inserted_rows
  for each statement
  execute function public.page_views_one_row_per_statement();
