// A server render's data, in the one render pass: SWR middleware that answers each query from the server's data
// cache. A fresh answer is there at once (the usual case under load: the page renders without pausing); a missing
// one suspends the part of the page that asked until the cache answers or gives up, and that part then renders
// with the answer, or without it (the browser asks itself, with the page's own retry).
import type { Middleware } from 'swr';
import type { HandoffEntry, PersistedCache } from '@tales/shared/data';
import type { DataCache } from './data-cache';

export type RenderData = {
  /** The middleware for this request's DataProvider. */
  use: Middleware;
  /** Every answer the render used, by cache key: the page's hand-off to the browser. */
  answers: Map<string, HandoffEntry>;
};

/** `cache` is the request's own SWR cache: each answer is put there before the part that asked renders again. */
export function renderData(cache: PersistedCache, data: DataCache, budgetMs: number): RenderData {
  const answers = new Map<string, HandoffEntry>();
  const settled = new Set<string>();
  const waiting = new Map<string, Promise<void>>();

  const settle = (key: string, entry: HandoffEntry | undefined) => {
    settled.add(key);
    if (!entry) return;
    answers.set(key, entry);
    cache.seed(key, entry.data, entry.savedAt);
  };

  const use: Middleware = (useSWRNext) =>
    function useAnswered(key, fetcher, config) {
      if (typeof key === 'string' && fetcher && !settled.has(key)) {
        const hit = data.fresh(key);
        if (hit) {
          settle(key, hit);
        } else {
          let pending = waiting.get(key);
          if (!pending) {
            pending = data.answer(key, async () => fetcher(key), budgetMs).then((entry) => settle(key, entry));
            waiting.set(key, pending);
          }
          // Suspends the asking part of the page; React renders it again once the answer is in the cache.
          throw pending;
        }
      }
      return useSWRNext(key, fetcher, config);
    } as ReturnType<Middleware>;

  return { use, answers };
}
