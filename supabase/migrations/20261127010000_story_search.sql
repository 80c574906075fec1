-- Story search: the stories whose title, summary or content in the reader's language match a query, best first.
-- Each language is searched with its own dictionary (stems and stop words: "cuentos" finds "cuento"); Chinese has
-- no spaces between words, so its text and its queries are cut into overlapping pairs of characters (bigrams) and
-- read with the `simple` dictionary: a two-character word is one bigram, found through the same index. A story
-- without a text in the reader's language is searched, as it is shown, in Spanish.
-- The documents are stored generated columns (one per language, title weight A, summary B, content C) with a GIN
-- index each, so a search reads an index and ranks stored vectors instead of parsing every story. When the words
-- match nothing, titles are compared by trigram similarity (pg_trgm), which forgives a typo ("dragn" → "dragon").
-- search_stories is security invoker: the stories policies decide what a caller finds (a reader never a
-- scheduled story).

create extension if not exists pg_trgm with schema extensions;

-- The text search configuration of a language; an unknown language is an error of the caller's.
create or replace function public.story_search_config(lng text)
returns regconfig
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return case lng
    when 'en' then 'pg_catalog.english'::regconfig
    when 'es' then 'pg_catalog.spanish'::regconfig
    when 'pt' then 'pg_catalog.portuguese'::regconfig
    when 'fr' then 'pg_catalog.french'::regconfig
    when 'it' then 'pg_catalog.italian'::regconfig
    when 'de' then 'pg_catalog.german'::regconfig
    when 'ru' then 'pg_catalog.russian'::regconfig
    when 'cn' then 'pg_catalog.simple'::regconfig
  end;
end;
$$;

-- Han characters (CJK unified ideographs, extension A, compatibility ideographs).
-- Each run of them becomes its overlapping bigrams (a lone character stays itself); anything else is kept, so
-- Latin names and numbers in a Chinese text are words as usual.
create or replace function public.story_search_bigrams(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(
    case
      when m.part[1] !~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$' then m.part[1]
      when char_length(m.part[1]) = 1 then m.part[1]
      else (select string_agg(substr(m.part[1], i, 2), ' ' order by i)
            from generate_series(1, char_length(m.part[1]) - 1) as i)
    end, ' ' order by m.n), '')
  from regexp_matches(coalesce(value, ''), '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g')
    with ordinality as m(part, n);
$$;

-- The text a story shows in a language: its own when it has a title or a content, else the Spanish one.
create or replace function public.story_search_entry(translations jsonb, lng text)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when public.has_visible_text(translations -> lng ->> 'title')
      or public.has_visible_text(translations -> lng ->> 'content') then translations -> lng
    else translations -> 'es'
  end;
$$;

-- The searchable document of a story in a language: title (A), summary (B), content (C).
create or replace function public.story_search_document(translations jsonb, lng text)
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
      case when lng = 'cn' then public.story_search_bigrams(e ->> 'summary') else coalesce(e ->> 'summary', '') end as summary,
      case when lng = 'cn' then public.story_search_bigrams(e ->> 'content') else coalesce(e ->> 'content', '') end as content
    from entry
  )
  select setweight(to_tsvector(public.story_search_config(lng), title), 'A')
      || setweight(to_tsvector(public.story_search_config(lng), summary), 'B')
      || setweight(to_tsvector(public.story_search_config(lng), content), 'C')
  from parts;
$$;

-- The titles a story shows, per language: a small column of its own, so comparing a query with the titles (the
-- trigram index for typos is on them) never reads the stories' texts.
create or replace function public.story_search_titles(translations jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_object_agg(l, coalesce(public.story_search_entry(translations, l) ->> 'title', ''))
  from unnest(array['en', 'es', 'pt', 'fr', 'it', 'de', 'ru', 'cn']) as l;
$$;

alter table public.stories
  add column search_en tsvector not null generated always as (public.story_search_document(translations, 'en')) stored,
  add column search_es tsvector not null generated always as (public.story_search_document(translations, 'es')) stored,
  add column search_pt tsvector not null generated always as (public.story_search_document(translations, 'pt')) stored,
  add column search_fr tsvector not null generated always as (public.story_search_document(translations, 'fr')) stored,
  add column search_it tsvector not null generated always as (public.story_search_document(translations, 'it')) stored,
  add column search_de tsvector not null generated always as (public.story_search_document(translations, 'de')) stored,
  add column search_ru tsvector not null generated always as (public.story_search_document(translations, 'ru')) stored,
  add column search_cn tsvector not null generated always as (public.story_search_document(translations, 'cn')) stored,
  add column search_titles jsonb not null generated always as (public.story_search_titles(translations)) stored;

comment on column public.stories.search_en is 'Generated: the English search document (title A, summary B, content C; Spanish when there is no English text).';
comment on column public.stories.search_es is 'Generated: the Spanish search document (title A, summary B, content C).';
comment on column public.stories.search_pt is 'Generated: the Portuguese search document (title A, summary B, content C; Spanish when there is no Portuguese text).';
comment on column public.stories.search_fr is 'Generated: the French search document (title A, summary B, content C; Spanish when there is no French text).';
comment on column public.stories.search_it is 'Generated: the Italian search document (title A, summary B, content C; Spanish when there is no Italian text).';
comment on column public.stories.search_de is 'Generated: the German search document (title A, summary B, content C; Spanish when there is no German text).';
comment on column public.stories.search_ru is 'Generated: the Russian search document (title A, summary B, content C; Spanish when there is no Russian text).';
comment on column public.stories.search_titles is 'Generated: per language the title a reader sees (Spanish when there is none), for look-alike titles.';
comment on column public.stories.search_cn is 'Generated: the Chinese search document, as character bigrams (title A, summary B, content C; Spanish when there is no Chinese text).';

create index stories_search_en_idx on public.stories using gin (search_en);
create index stories_search_es_idx on public.stories using gin (search_es);
create index stories_search_pt_idx on public.stories using gin (search_pt);
create index stories_search_fr_idx on public.stories using gin (search_fr);
create index stories_search_it_idx on public.stories using gin (search_it);
create index stories_search_de_idx on public.stories using gin (search_de);
create index stories_search_ru_idx on public.stories using gin (search_ru);
create index stories_search_cn_idx on public.stories using gin (search_cn);

create index stories_search_title_en_idx on public.stories using gin ((search_titles ->> 'en') extensions.gin_trgm_ops);
create index stories_search_title_es_idx on public.stories using gin ((search_titles ->> 'es') extensions.gin_trgm_ops);
create index stories_search_title_pt_idx on public.stories using gin ((search_titles ->> 'pt') extensions.gin_trgm_ops);
create index stories_search_title_fr_idx on public.stories using gin ((search_titles ->> 'fr') extensions.gin_trgm_ops);
create index stories_search_title_it_idx on public.stories using gin ((search_titles ->> 'it') extensions.gin_trgm_ops);
create index stories_search_title_de_idx on public.stories using gin ((search_titles ->> 'de') extensions.gin_trgm_ops);
create index stories_search_title_ru_idx on public.stories using gin ((search_titles ->> 'ru') extensions.gin_trgm_ops);
create index stories_search_title_cn_idx on public.stories using gin ((search_titles ->> 'cn') extensions.gin_trgm_ops);

-- Where a Chinese text shows the query's words: a window around the first one found, each of them between the
-- markers (ts_headline reads whole words, which a Chinese text does not separate).
create or replace function public.story_search_cjk_snippet(value text, q text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with terms as (
    select t[1] as term from regexp_matches(q, '[^[:space:][:punct:]]+', 'g') as t limit 8
  ),
  found as (
    select coalesce(min(nullif(strpos(value, term), 0)), 1) as at from terms
  ),
  win as (
    select substr(value, greatest(1, at - 30), 120) as w, at > 31 as cut from found
  ),
  pattern as (
    select string_agg(regexp_replace(term, '([^[:alnum:]])', '\\\1', 'g'), '|' order by char_length(term) desc) as p
    from terms
  )
  select case when win.cut then '…' else '' end
    || case when pattern.p is null then win.w else regexp_replace(win.w, '(' || pattern.p || ')', chr(1) || '\1' || chr(2), 'g') end
    || case when char_length(value) > char_length(win.w) then '…' else '' end
  from win, pattern;
$$;

-- The stories a search finds, with their rank: those whose words match `query` in `lng`, or, when `fuzzy`, whose
-- title in `lng` looks like `words`. Security definer for one reason: PostgreSQL uses an index for a row-level
-- policy's table only with leakproof operators, and the text search and trigram operators are not, so under the
-- caller's policies every search would read every story. It answers only ids and ranks, of the stories the caller
-- may read by the same rule as the stories policies (published, or any for an admin); search_stories then reads
-- the stories themselves as the caller, so their policies still decide what a caller gets.
create or replace function public.story_search_hits(query tsquery, words text, lng text, fuzzy boolean)
returns table (id uuid, publish_date timestamptz, rank real)
language plpgsql
stable
security definer
set search_path = ''
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
      select s.id, s.publish_date, ts_rank(s.%1$I, $1, 1)
      from public.stories s
      where s.%1$I @@ $1
        and (s.publish_date <= now() or (select public.is_admin()))
    $sql$, 'search_' || lng) using query;
  end if;
end;
$$;

comment on function public.story_search_hits(tsquery, text, text, boolean) is
  'search_stories'' index lookup: ids, publish dates and ranks of the published stories (any for an admin) matching query in lng, or with a title like words when fuzzy.';

-- Page `page` (10 results each) of the stories the caller may read whose text in `lng` matches `q`, best first,
-- with `total` the number of matches. `title` and `snippet` carry the matched words between chr(1) and chr(2).
-- `fuzzy` marks results found by title similarity because the words themselves matched nothing. A blank query
-- or one made only of stop words and operators finds nothing; one longer than 200 characters is refused
-- (22001), as is an unknown language (22023). websearch_to_tsquery reads any text, so no query is a syntax error.
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
  marks constant text := 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "';
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

  return query
    with hits as (
      -- Read as the caller: the stories policies keep what the caller may not read out of the results.
      select h.id, h.publish_date, h.rank
      from public.story_search_hits(query, words, lng, false) h
      join public.stories s on s.id = h.id
    ),
    counted as (
      select h.*, count(*) over () as total from hits h
      order by h.rank desc, h.publish_date desc, h.id
      limit page_size offset skip
    )
    select c.id, c.publish_date, s.author,
      case when lng = 'cn'
        then public.story_search_cjk_snippet(s.search_titles ->> lng, words)
        else ts_headline(config, s.search_titles ->> lng, query,
          'HighlightAll=true, StartSel=' || chr(1) || ', StopSel=' || chr(2)) end,
      case when lng = 'cn'
        then public.story_search_cjk_snippet(public.story_search_entry(s.translations, lng) ->> 'content', words)
        else ts_headline(config, public.story_search_entry(s.translations, lng) ->> 'content', query, marks) end,
      public.story_search_entry(s.translations, lng) is distinct from s.translations -> lng,
      c.rank, c.total, false
    from counted c join public.stories s on s.id = c.id
    order by c.rank desc, c.publish_date desc, c.id;
  get diagnostics found = row_count;
  if found > 0 or skip > 0 and exists (
    select 1 from public.story_search_hits(query, words, lng, false) h join public.stories s on s.id = h.id
  ) then
    return;
  end if;

  -- Nothing matched the words: titles that look like the query (a typo, a missing letter).
  return query
    with hits as (
      select h.id, h.publish_date, h.rank
      from public.story_search_hits(query, words, lng, true) h
      join public.stories s on s.id = h.id
    ),
    counted as (
      select h.*, count(*) over () as total from hits h
      order by h.rank desc, h.publish_date desc, h.id
      limit page_size offset skip
    )
    select c.id, c.publish_date, s.author,
      s.search_titles ->> lng,
      left(public.story_search_entry(s.translations, lng) ->> 'summary', 240),
      public.story_search_entry(s.translations, lng) is distinct from s.translations -> lng,
      c.rank, c.total, true
    from counted c join public.stories s on s.id = c.id
    order by c.rank desc, c.publish_date desc, c.id;
end;
$$;

comment on function public.search_stories(text, text, integer) is
  'Page `page` (10 each) of the readable stories whose text in lng matches q (websearch syntax, the language''s dictionary; Chinese by bigrams), best first, with the total; title and snippet mark matches between chr(1) and chr(2); fuzzy rows are title look-alikes when the words match nothing. q over 200 characters: 22001; unknown lng: 22023.';

-- Functions are executable by PUBLIC when created; only the API roles run these. Writers of stories compute the
-- generated columns, so they run the document's helpers.
revoke execute on function public.story_search_config(text) from public;
revoke execute on function public.story_search_bigrams(text) from public;
revoke execute on function public.story_search_entry(jsonb, text) from public;
revoke execute on function public.story_search_document(jsonb, text) from public;
revoke execute on function public.story_search_titles(jsonb) from public;
revoke execute on function public.story_search_cjk_snippet(text, text) from public;
revoke execute on function public.search_stories(text, text, integer) from public;
revoke execute on function public.story_search_hits(tsquery, text, text, boolean) from public;
-- A search reads each story's text in the reader's language through story_search_entry, which asks it.
grant execute on function public.has_visible_text(text) to anon;
grant execute on function public.story_search_config(text) to anon, authenticated, service_role;
grant execute on function public.story_search_bigrams(text) to anon, authenticated, service_role;
grant execute on function public.story_search_entry(jsonb, text) to anon, authenticated, service_role;
grant execute on function public.story_search_document(jsonb, text) to authenticated, service_role;
grant execute on function public.story_search_titles(jsonb) to authenticated, service_role;
grant execute on function public.story_search_cjk_snippet(text, text) to anon, authenticated, service_role;
grant execute on function public.search_stories(text, text, integer) to anon, authenticated, service_role;
grant execute on function public.story_search_hits(tsquery, text, text, boolean) to anon, authenticated, service_role;
