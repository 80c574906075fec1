// Server rendering hands the answers it rendered with to the browser inside the page, in the persisted cache's
// entry shape, so hydration renders the same data and sends no second request for it.
import { HANDOFF_ELEMENT_ID } from '../boot/page-handoff';
import { revive, type PersistedCache } from './persisted-cache';

export { HANDOFF_ELEMENT_ID };

export type HandoffEntry = { data: unknown; savedAt: number };

export type DataHandoff = {
  entries: Record<string, HandoffEntry>;
  /** The zone the page was rendered for (the reader's from their cookie, else the server's): whose days it shows. */
  timeZone: string;
};

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`, no line separators). */
export function serializeHandoff(handoff: DataHandoff): string {
  return JSON.stringify(handoff)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isHandoff(value: unknown): value is DataHandoff {
  const v = value as DataHandoff | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.timeZone === 'string' &&
    typeof v.entries === 'object' &&
    v.entries !== null
  );
}

/** The hand-off in the page, or undefined when there is none or it does not read. */
export function parseHandoff(text: string | null | undefined): DataHandoff | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text, revive);
    return isHandoff(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function seedCache(cache: PersistedCache, handoff: DataHandoff): void {
  for (const [key, entry] of Object.entries(handoff.entries)) {
    if (entry && typeof entry.savedAt === 'number' && entry.data !== undefined)
      cache.seed(key, entry.data, entry.savedAt);
  }
}
