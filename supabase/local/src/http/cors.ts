import type { FastifyCorsOptions } from '@fastify/cors';

/** Any port on the loopback hosts: the site, its remotes and dev servers all run there. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

/** The request headers supabase-js (auth-js, postgrest-js, storage-js) sends; preflights must allow all of them. */
export const ALLOWED_REQUEST_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  // Storage uploads (storage-js and the cover upload).
  'x-upsert',
  'cache-control',
  'x-metadata',
];

export const EXPOSED_RESPONSE_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Encoding',
  'Location',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'x-sb-error-code',
  // 429 and 503 say when to come back; a browser can only read that when it is exposed.
  'Retry-After',
];

export function corsOptions(extraOrigins: readonly string[]): FastifyCorsOptions {
  return {
    origin: (origin, callback) => {
      // Requests without an Origin (curl, server-side) are not CORS requests at all.
      callback(null, origin === undefined || isAllowedOrigin(origin, extraOrigins));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    exposedHeaders: EXPOSED_RESPONSE_HEADERS,
    credentials: true,
    maxAge: 86_400,
  };
}
