/** A request's query parameters: everything after the first `?` (a value may hold another `?`, a regex's say). */
export function queryParams(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}
