// A server render's data, before the render: the page's loader (its remote's `./<Page>.data`, loaded with the
// remote's server code, or the shell's own for its pages) says what the page shows. Each answer comes from the server's data cache (a fresh one at
// once; else one query shared by every reader asking, within the budget; else the last answer), goes into the
// request's SWR cache, where the page's hooks find it, and is handed over to the browser. An answer the database
// did not give in time is left out: the page renders without it and the browser asks itself (the page's retry).
import type { HandoffEntry, PersistedCache } from '@tales/shared/data';
import type { DataLoader, DataRequest, PageData, StoryListing } from '@tales/shared/federation';
import type { Story } from '@tales/shared/supabase';
import type { DataCache } from './data-cache';

export type PageAnswers = {
  /** Every answer the page renders with, by cache key: the page's hand-off to the browser. */
  answers: Map<string, HandoffEntry>;
  /** The story the page is about, when its loader names one: null when there is none (the page is not found). */
  story?: Story | null;
  /** The stories the page lists, when its loader names a listing: null when there is none (not found). */
  listing?: StoryListing | null;
};

export async function loadPageData(
  load: DataLoader | undefined,
  request: DataRequest,
  {
    cache,
    data,
    budgetMs,
    log,
  }: { cache: PersistedCache; data: DataCache; budgetMs: number; log: (message: string) => void },
): Promise<PageAnswers> {
  const answers = new Map<string, HandoffEntry>();
  if (!load) return { answers };
  let page: PageData;
  try {
    page = load(request);
  } catch (error) {
    // The remote's loader is broken: the page renders without data and the browser asks for it.
    log(`the page's data loader failed: ${error instanceof Error ? error.message : String(error)}`);
    return { answers };
  }
  const needs = [...page.needs, ...(page.story ? [page.story] : []), ...(page.listing ? [page.listing] : [])];
  await Promise.all(
    needs.map(async ({ key, fetch }) => {
      const entry = await data.answer(key, fetch, budgetMs);
      if (!entry) return;
      answers.set(key, entry);
      cache.seed(key, entry.data, entry.savedAt);
    }),
  );
  // The loader's own query answered it: a story, or null for none.
  const story = page.story ? (answers.get(page.story.key)?.data as Story | null | undefined) : undefined;
  const listing = page.listing ? (answers.get(page.listing.key)?.data as StoryListing | null | undefined) : undefined;
  return { answers, story, listing };
}
