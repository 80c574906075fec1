// The time zone a page request is for: the one the page's head script keeps in a cookie (every visit after the
// first), else the one a CDN in front names from the reader's address, else none (the server renders its own).
import type { IncomingHttpHeaders } from 'node:http';
import { isTimeZone } from '@tales/shared/i18n';
import { TIME_ZONE_COOKIE } from '@tales/shared/boot';

/** Headers CDNs set to the zone of the reader's address: CloudFront's, and Vercel's edge. */
const EDGE_TIME_ZONE_HEADERS = ['cloudfront-viewer-time-zone', 'x-vercel-ip-timezone'];

function cookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function requestTimeZone(headers: IncomingHttpHeaders): string | undefined {
  const candidates = [cookie(headers.cookie, TIME_ZONE_COOKIE), ...EDGE_TIME_ZONE_HEADERS.map((name) => headers[name])];
  return candidates.find((zone): zone is string => isTimeZone(zone));
}
