import { RestError } from './errors';
import { contentTypeFor, type ResponseShape } from './media';

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** Raw JSON text; undefined for 201/204 without representation. */
  body?: string;
}

/** `Content-Range` as PostgREST writes it: `first-last/total`, `*` for an unknown total, `*\/total` for an empty page. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const of = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${of}` : `*/${of}`;
}

/** The first element of a JSON array text, for singular responses; PGRST116 unless there is exactly one. */
export function singleFrom(bodyText: string, pageTotal: number): string {
  if (pageTotal !== 1)
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${pageTotal} rows`,
    );
  const rows = JSON.parse(bodyText) as unknown[];
  return JSON.stringify(rows[0]);
}

/** A page of rows: 206 when counting shows more rows exist, 416 when the offset is past the end. */
export function pageResponse(
  bodyText: string,
  pageTotal: number,
  total: number | null,
  offset: number,
  shape: ResponseShape,
): RestResponse {
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const body = shape === 'object' ? singleFrom(bodyText, pageTotal) : bodyText;
  const status = shape === 'array' && total !== null && pageTotal < total ? 206 : 200;
  return {
    status,
    headers: { 'content-type': contentTypeFor(shape), 'content-range': contentRange(offset, pageTotal, total) },
    body,
  };
}
