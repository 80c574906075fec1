// The search page's data: one page of the stories whose text in the reader's language matches the query, best
// first, through the database's `search_stories` (it reads as the caller, so its policies keep scheduled stories
// from readers); its cache key, its hook, and the loader the shell's server and navigations call (exposed as
// `./SearchPage.data`). The query is read from `?q=`: a blank one asks nothing, one too long is refused here.
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';

export const SEARCH_PAGE_SIZE = 10;
/** The longest query the database reads (search_stories refuses longer ones). */
export const SEARCH_MAX_LENGTH = 200;
/** The pages a search may go through (the database answers nothing further). */
const LAST_PAGE = 1000;

/** One story found: its title and the passage that matched, each matched word between \u0001 and \u0002. */
export type SearchHit = {
  id: string;
  publishDate: Date | null;
  author: string;
  title: string;
  snippet: string;
  /** The story has no text in the reader's language: what was searched and shown is its Spanish text. */
  spanish: boolean;
};

export type SearchResults = {
  hits: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  /** The words matched nothing: these are stories whose titles look like the query (a typo). */
  fuzzy: boolean;
};

/** What the address asks: nothing yet, a query too long to run, or a query (and which page of its results). */
export type SearchRequest =
  { kind: 'empty' } | { kind: 'tooLong'; q: string } | { kind: 'query'; q: string; page: number };

/**
 * `?q=` as the database will read it: control characters are spaces, spaces are one, none at the ends; `?page=N`
 * a whole number from 1 (anything else is the first page).
 */
export function searchRequestOf(search: URLSearchParams): SearchRequest {
  const q = (search.get('q') ?? '')
    .replace(/[\p{Cc}\p{Cs}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!q) return { kind: 'empty' };
  if ([...q].length > SEARCH_MAX_LENGTH) return { kind: 'tooLong', q };
  const page = Number(search.get('page'));
  return { kind: 'query', q, page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, LAST_PAGE) : 1 };
}

/** One entry per language, page and query; an admin's (scheduled stories too) apart. */
export const searchKey = (q: string, page: number, language: Language, admin = false): string =>
  dataKey('search', [language, page, q], admin);

/** A search failed; `code` is PostgreSQL's or PostgREST's (22001: the query is too long), or the network's. */
export class SearchError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'SearchError';
    this.code = code;
  }
}

type SearchRow = {
  id: string;
  publish_date: string | null;
  author: string | null;
  title: string | null;
  snippet: string | null;
  spanish: boolean;
  total: number | string;
  fuzzy: boolean;
};

const toHit = (row: SearchRow): SearchHit => ({
  id: row.id,
  publishDate: row.publish_date ? new Date(row.publish_date) : null,
  author: row.author ?? '',
  title: row.title ?? '',
  snippet: row.snippet ?? '',
  spanish: row.spanish,
});

/** Page `page` of the stories matching `q` in `language` that the caller may read. */
export async function searchStories(
  q: string,
  page: number,
  language: Language,
  db: SupabaseClient = getSupabase(),
): Promise<SearchResults> {
  const { data, error, status } = await (await db.rest()).rpc('search_stories', { q, lng: language, page });
  if (error) throw new SearchError(error.message, error.code || String(status));
  const rows = (data ?? []) as SearchRow[];
  return {
    hits: rows.map(toHit),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    fuzzy: rows.some((row) => row.fuzzy),
  };
}

/** The results in the reader's language; the previous page stays on screen while another loads. */
export function useSearchResults(q: string | undefined, page: number): SWRResponse<SearchResults, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = q ? searchKey(q, page, language, admin) : null;
  const stale = useIsStale(key);
  return useSWR<SearchResults, Error>(key, () => searchStories(q as string, page, language), {
    keepPreviousData: true,
    revalidateOnMount: stale,
  });
}

const loadSearchPage: DataLoader = ({ search, lng, admin }) => {
  const request = searchRequestOf(search);
  if (request.kind !== 'query') return { needs: [] };
  const { q, page } = request;
  return { needs: [{ key: searchKey(q, page, lng, admin), fetch: () => searchStories(q, page, lng) }] };
};

export default loadSearchPage satisfies ExposedLoader<'reader', './SearchPage.data'>;
