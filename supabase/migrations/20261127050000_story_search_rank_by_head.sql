-- Story search ranks its matches by their title and summary, the story's head. Ranking by the whole document
-- read every matching story's text (about 2.5 kB compressed, stored out of line): a word found in a third of
-- 10,000 stories took 100–200 ms to rank. A head is a few hundred bytes kept in the row (storage main), so ranking the same
-- matches takes a few milliseconds. The order a reader sees stays: a match in a title above one in a summary,
-- above one only in the text (those newest first).

-- The head of a story in a language: its title (A) and summary (B), as its search document has them.
create or replace function public.story_search_head(translations jsonb, lng text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  with entry as (select public.story_search_entry(translations, lng) as e),
  parts as (
    select
      case when lng = 'cn' then public.story_search_bigrams(e ->> 'title') else coalesce(e ->> 'title', '') end as title,
      case when lng = 'cn' then public.story_search_bigrams(e ->> 'summary') else coalesce(e ->> 'summary', '') end as summary
    from entry
  )
  select setweight(to_tsvector(public.story_search_config(lng), title), 'A')
      || setweight(to_tsvector(public.story_search_config(lng), summary), 'B')
  from parts;
$$;

alter table public.stories
  add column search_head_en tsvector not null generated always as (public.story_search_head(translations, 'en')) stored,
  add column search_head_es tsvector not null generated always as (public.story_search_head(translations, 'es')) stored,
  add column search_head_pt tsvector not null generated always as (public.story_search_head(translations, 'pt')) stored,
  add column search_head_fr tsvector not null generated always as (public.story_search_head(translations, 'fr')) stored,
  add column search_head_it tsvector not null generated always as (public.story_search_head(translations, 'it')) stored,
  add column search_head_de tsvector not null generated always as (public.story_search_head(translations, 'de')) stored,
  add column search_head_ru tsvector not null generated always as (public.story_search_head(translations, 'ru')) stored,
  add column search_head_cn tsvector not null generated always as (public.story_search_head(translations, 'cn')) stored,
  -- Kept in the row (compressed if need be), where the stories' texts and documents go out of line: reading
  -- them out of line would cost what ranking by the whole document did.
  alter column search_head_en set storage main,
  alter column search_head_es set storage main,
  alter column search_head_pt set storage main,
  alter column search_head_fr set storage main,
  alter column search_head_it set storage main,
  alter column search_head_de set storage main,
  alter column search_head_ru set storage main,
  alter column search_head_cn set storage main;

comment on column public.stories.search_head_en is 'Generated: the English title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_es is 'Generated: the Spanish title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_pt is 'Generated: the Portuguese title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_fr is 'Generated: the French title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_it is 'Generated: the Italian title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_de is 'Generated: the German title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_ru is 'Generated: the Russian title (A) and summary (B) that rank a search''s matches.';
comment on column public.stories.search_head_cn is 'Generated: the Chinese title (A) and summary (B), as bigrams, that rank a search''s matches.';

-- The index lookup as before (see its first definition), ranked by the head. enable_seqscan is off for its one
-- statement: the planner prices the text search operator as cheap, so for a word in many stories it prefers
-- reading the whole table, which unpacks every story's document (100–350 ms on 10,000 stories) where the GIN
-- index answers in a few milliseconds.
create or replace function public.story_search_hits(query tsquery, words text, lng text, fuzzy boolean)
returns table (id uuid, publish_date timestamptz, rank real)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
as $$
begin
  if public.story_search_config(lng) is null then
    raise exception 'unknown language: %', left(coalesce(lng, ''), 10) using errcode = '22023';
  end if;
  if fuzzy then
    perform set_config('pg_trgm.word_similarity_threshold', '0.5', true);
    -- The language is one of eight known codes: the statement names its index expression literally.
    return query execute format($sql$
      select s.id, s.publish_date, extensions.word_similarity($1, s.search_titles ->> %1$L)
      from public.stories s
      where $1 operator(extensions.<%%) (s.search_titles ->> %1$L)
        and (s.publish_date <= now() or (select public.is_admin()))
    $sql$, lng) using words;
  else
    return query execute format($sql$
      select s.id, s.publish_date, ts_rank(s.%2$I, $1, 1)
      from public.stories s
      where s.%1$I @@ $1
        and (s.publish_date <= now() or (select public.is_admin()))
    $sql$, 'search_' || lng, 'search_head_' || lng) using query;
  end if;
end;
$$;

-- One page of results (`page_size` from `skip`), read as the caller so the stories policies decide what it
-- holds: the stories whose words match `query`, their matched words marked in the title and a snippet of the
-- text; or, `by_title`, the stories whose title looks like `words`, with the start of their summary.
create or replace function public.story_search_page(query tsquery, words text, lng text, by_title boolean, skip integer, page_size integer)
returns table (
  id uuid,
  publish_date timestamptz,
  author text,
  title text,
  snippet text,
  spanish boolean,
  rank real,
  total bigint,
  fuzzy boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  with hits as (
    select h.id, h.publish_date, h.rank
    from public.story_search_hits(query, words, lng, by_title) h
    join public.stories s on s.id = h.id
  ),
  counted as (
    select h.*, count(*) over () as total from hits h
    order by h.rank desc, h.publish_date desc, h.id
    limit page_size offset skip
  ),
  shown as (
    select c.*, s.author, s.search_titles ->> lng as title, public.story_search_entry(s.translations, lng) as entry,
      s.translations -> lng as own
    from counted c join public.stories s on s.id = c.id
  )
  select id, publish_date, author,
    case
      when by_title then title
      when lng = 'cn' then public.story_search_cjk_snippet(title, words)
      else ts_headline(public.story_search_config(lng), title, query,
        'HighlightAll=true, StartSel=' || chr(1) || ', StopSel=' || chr(2))
    end,
    case
      when by_title then left(entry ->> 'summary', 240)
      when lng = 'cn' then public.story_search_cjk_snippet(entry ->> 'content', words)
      else ts_headline(public.story_search_config(lng), entry ->> 'content', query,
        'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
    end,
    entry is distinct from own,
    rank, total, by_title
  from shown
  order by rank desc, publish_date desc, id;
$$;

comment on function public.story_search_page(tsquery, text, text, boolean, integer, integer) is
  'search_stories'' page: page_size readable stories from skip, matching query in lng (or, by_title, with a title like words), best first, with the total and marked matches.';

-- As before (see its first definition): the words' matches, or when they match nothing, the title look-alikes.
create or replace function public.search_stories(q text, lng text, page integer default 1)
returns table (
  id uuid,
  publish_date timestamptz,
  author text,
  title text,
  snippet text,
  spanish boolean,
  rank real,
  total bigint,
  fuzzy boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  page_size constant integer := 10;
  words text := btrim(regexp_replace(coalesce(q, ''), '[[:cntrl:]\u0001\u0002]+', ' ', 'g'));
  config regconfig := public.story_search_config(lng);
  query tsquery;
  found bigint;
  skip integer := (least(greatest(coalesce(page, 1), 1), 1000) - 1) * page_size;
begin
  if config is null then
    raise exception 'unknown language: %', left(coalesce(lng, ''), 10) using errcode = '22023', hint = 'search_unknown_language';
  end if;
  if char_length(words) > 200 then
    raise exception 'search query longer than 200 characters' using errcode = '22001', hint = 'search_query_too_long';
  end if;
  if words = '' then
    return;
  end if;
  query := websearch_to_tsquery(config, case when lng = 'cn' then public.story_search_bigrams(words) else words end);
  if numnode(query) = 0 then
    return;
  end if;

  return query select * from public.story_search_page(query, words, lng, false, skip, page_size);
  get diagnostics found = row_count;
  if found > 0 or skip > 0 and exists (
    select 1 from public.story_search_hits(query, words, lng, false) h join public.stories s on s.id = h.id
  ) then
    return;
  end if;
  -- Nothing matched the words: titles that look like the query (a typo, a missing letter).
  return query select * from public.story_search_page(query, words, lng, true, skip, page_size);
end;
$$;

revoke execute on function public.story_search_head(jsonb, text) from public;
revoke execute on function public.story_search_page(tsquery, text, text, boolean, integer, integer) from public;
grant execute on function public.story_search_head(jsonb, text) to authenticated, service_role;
grant execute on function public.story_search_page(tsquery, text, text, boolean, integer, integer) to anon, authenticated, service_role;
