// The time zone a page request is for: the one the app keeps in a cookie (every visit after the first), else the
// one a CDN in front names from the reader's address, else none (the server renders its own).
import type { IncomingHttpHeaders } from 'node:http';
import { isTimeZone } from '@tales/shared/i18n';
import { TIME_ZONE_COOKIE } from '@tales/shared/boot';
import { cookieValue } from './cookies';

/** Headers CDNs set to the zone of the reader's address: CloudFront's, and Vercel's edge. */
const EDGE_TIME_ZONE_HEADERS = ['cloudfront-viewer-time-zone', 'x-vercel-ip-timezone'];

export function requestTimeZone(headers: IncomingHttpHeaders): string | undefined {
  const candidates = [
    cookieValue(headers.cookie, TIME_ZONE_COOKIE),
    ...EDGE_TIME_ZONE_HEADERS.map((name) => headers[name]),
  ];
  return candidates.find((zone): zone is string => isTimeZone(zone));
}
