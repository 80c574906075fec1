// The stories list's search and filters live in the address (`?q=wolf&scheduled=1&missing=1&nocover=1&genre=fable
// &page=2`): a filtered list can be reloaded, shared and returned to with Back, and the page and its data loader
// read the same query.
import { isGenre, type Genre } from '@tales/shared/supabase';

export type ListQuery = {
  /** Part of a title, in any language; empty: every story. */
  search: string;
  scheduledOnly: boolean;
  missingOnly: boolean;
  noCover: boolean;
  genre: Genre | null;
  /** 1-based. */
  page: number;
};

/** Longer searches are cut: a title is never this long, and the database's filter budget stays small. */
export const SEARCH_MAX_LENGTH = 80;

export function parseListQuery(search: URLSearchParams): ListQuery {
  const genre = search.get('genre');
  const page = Number(search.get('page'));
  return {
    search: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    scheduledOnly: search.get('scheduled') === '1',
    missingOnly: search.get('missing') === '1',
    noCover: search.get('nocover') === '1',
    genre: isGenre(genre) ? genre : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address query of `query` (defaults left out, so the plain list has a plain address). */
export function formatListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.scheduledOnly) params.set('scheduled', '1');
  if (query.missingOnly) params.set('missing', '1');
  if (query.noCover) params.set('nocover', '1');
  if (query.genre) params.set('genre', query.genre);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
