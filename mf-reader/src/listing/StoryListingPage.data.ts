// A listing page's data: one page of the published stories of a genre or of an author, newest day first, as cards
// in the reader's language; its cache key, its hook, and the loader the shell's server and navigations call
// (exposed as `./StoryListingPage.data`). The database's policies, not this code, keep scheduled stories from
// readers. A genre that does not exist, or an author without stories, is no listing: the page is not found.
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import { isGenre, storyCardsSelect } from '@tales/catalog';
import { dataKey, useIsStale } from '@tales/shared/data';
import type { DataLoader, ExposedLoader, StoryListing } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { useAuthStore } from '@tales/shared/stores';
import { isAnonymous } from '@tales/shared/story';
import { getSupabase, mapStoryPreview, type StoryPreviewRow, type SupabaseClient } from '@tales/shared/supabase';

export const LISTING_PAGE_SIZE = 12;

/** What a listing lists: a genre's stories (by its key) or an author's (by the name the stories give). */
export type ListingSubject = { kind: 'genre'; genre: string } | { kind: 'author'; author: string };

/** The route's parameters name the subject: `genre` on a genre's page, `author` on an author's. */
export function subjectOf(params: Readonly<Record<string, string | undefined>>): ListingSubject | undefined {
  if (params.genre !== undefined) return { kind: 'genre', genre: params.genre };
  if (params.author !== undefined) return { kind: 'author', author: params.author };
  return undefined;
}

/** `?page=N`: a whole number from 1; anything else is the first page. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const nameOf = (subject: ListingSubject): string => (subject.kind === 'genre' ? subject.genre : subject.author);

/** One entry per subject, page and language; an admin's (scheduled ones too) apart. */
export const storyListingKey = (subject: ListingSubject, page: number, language: Language, admin = false): string =>
  dataKey('listing', [subject.kind, nameOf(subject), page, language], admin);

/** A listing's query failed; `code` is PostgREST's (or the network's). */
export class ListingError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'ListingError';
    this.code = code;
  }
}

/**
 * Page `page` of the subject's stories visible to the caller, newest first; null when the subject has none at all
 * (an unknown genre, an anonymous or unknown author). A page past the last is an empty page of a listing.
 */
export async function getStoryListing(
  subject: ListingSubject,
  page: number,
  language: Language,
  db: SupabaseClient = getSupabase(),
): Promise<StoryListing | null> {
  if (subject.kind === 'genre' ? !isGenre(subject.genre) : isAnonymous(subject.author)) return null;
  const from = (page - 1) * LISTING_PAGE_SIZE;
  const select = (await db.rest()).from('stories').select(storyCardsSelect(language), { count: 'exact' });
  const filtered =
    subject.kind === 'genre' ? select.contains('tags', [subject.genre]) : select.eq('author', subject.author);
  const { data, error, count, status } = await filtered
    .order('publish_date', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + LISTING_PAGE_SIZE - 1);
  // A page past the end (416, which carries no count) is an empty page of the listing, if it has a first page.
  if (error && status === 416 && page > 1) {
    const first = await getStoryListing(subject, 1, language, db);
    return first && { ...first, stories: [], page };
  }
  if (error) throw new ListingError(error.message, error.code || String(status));
  const total = count ?? 0;
  const rows = (data ?? []) as unknown as StoryPreviewRow[];
  if (rows.length === 0 && total === 0) return null;
  return {
    stories: rows.map((row) => mapStoryPreview(row, language)),
    total: Math.max(total, from + rows.length),
    page,
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** The listing in the reader's language; the previous page stays on screen while another loads. */
export function useStoryListing(
  subject: ListingSubject | undefined,
  page: number,
): SWRResponse<StoryListing | null, Error> {
  const admin = useAuthStore((s) => s.isAdmin);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? fallbackLanguage;
  const key = subject ? storyListingKey(subject, page, language, admin) : null;
  const stale = useIsStale(key);
  return useSWR<StoryListing | null, Error>(key, () => getStoryListing(subject as ListingSubject, page, language), {
    keepPreviousData: true,
    revalidateOnMount: stale,
  });
}

const loadStoryListingPage: DataLoader = ({ params, search, lng, admin }) => {
  const subject = subjectOf(params);
  if (!subject) return { needs: [] };
  const page = pageOf(search);
  return {
    needs: [],
    listing: { key: storyListingKey(subject, page, lng, admin), fetch: () => getStoryListing(subject, page, lng) },
  };
};

export default loadStoryListingPage satisfies ExposedLoader<'reader', './StoryListingPage.data'>;
