import { parseError, RestError } from '../errors';

export interface Page {
  offset: number;
  /** undefined = no limit */
  limit?: number;
}

function nonNegativeInt(raw: string, name: string): number {
  if (!/^\d{1,15}$/.test(raw))
    throw parseError(`failed to parse ${name} parameter (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

/**
 * Combines `limit`/`offset` query parameters with a `Range: first-last` header the way PostgREST does:
 * the page is the intersection of both.
 */
export function parsePage(limitRaw: string | null, offsetRaw: string | null, rangeHeader: string | undefined): Page {
  let offset = offsetRaw === null ? 0 : nonNegativeInt(offsetRaw, 'offset');
  let limit = limitRaw === null ? undefined : nonNegativeInt(limitRaw, 'limit');
  if (rangeHeader !== undefined && rangeHeader.trim() !== '') {
    const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader);
    if (!match)
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid Range header: ${rangeHeader}`);
    const first = Number(match[1]);
    const last = match[2] === '' ? undefined : Number(match[2]);
    if (last !== undefined && last < first) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    const headerEnd = last === undefined ? undefined : last + 1;
    const queryEnd = limit === undefined ? undefined : offset + limit;
    offset = Math.max(offset, first);
    const end = headerEnd === undefined ? queryEnd : queryEnd === undefined ? headerEnd : Math.min(headerEnd, queryEnd);
    limit = end === undefined ? undefined : Math.max(0, end - offset);
  }
  return { offset, limit };
}
