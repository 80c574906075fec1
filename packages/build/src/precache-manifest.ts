// The shell's files its service worker precaches, each with a revision: a content-hashed name is its own, any
// other file gets a digest of its content (so a changed index.html or text is fetched again, an unchanged one not).
import crypto from 'node:crypto';
import { SERVICE_WORKER_PATH } from '@tales/shared/boot';
import { isHashedFile } from '@tales/shared/federation';

export const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);
/** The emergency replacement for `sw.js` (README "Service worker"): copied from the shell's public/ folder. */
export const KILL_SWITCH_FILE = 'sw-kill-switch.js';

export type PrecacheEntry = { url: string; revision: string | null };

export const digest = (content: string | Buffer) =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/** What a reader's visit needs from the shell's build: code, styles, the page, its texts, icons and fonts. */
export function isPrecached(file: string): boolean {
  if (file === SERVICE_WORKER_FILE || file === KILL_SWITCH_FILE || file === 'remoteEntry.js') return false;
  return (
    /^locales\/[a-z]{2}\/common\.json$/.test(file) ||
    (/\.(js|css|html|svg|woff2)$/.test(file) && !file.endsWith('.map'))
  );
}

export function precacheEntries(assets: { name: string; content: string | Buffer }[]): PrecacheEntry[] {
  return assets
    .filter(({ name }) => isPrecached(name))
    .map(({ name, content }) => ({ url: `/${name}`, revision: isHashedFile(name) ? null : digest(content) }))
    .sort((a, b) => a.url.localeCompare(b.url));
}
