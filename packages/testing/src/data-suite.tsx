// The setup every suite of a page's data module shares: the real local API (seeded PGlite, or PostgreSQL with
// TEST_DATABASE_URL) with the site's client counting its requests, a data cache to render a hook in, today's
// seeded story to compare the answers with, and the request a page's loader is asked.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { createPersistedCache, DataProvider, type PersistedCache } from '@tales/shared/data';
import type { DataRequest } from '@tales/shared/federation';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import { setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import type { SeedStory } from '@tales/supabase-local/seed/story-file';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { closedPortUrl, countingClient, memoryStorage } from './data-testing';

export type LocalApiSuite = {
  /** The API's address, for clients of other roles (`countingClient`). */
  readonly url: string;
  /** The site's client at the start of each test: anonymous, each request it sends added to `requests`. */
  readonly anon: SupabaseClient;
  /** A client of an API that is down (nothing listens on its address); its requests are added to `requests` too. */
  readonly down: SupabaseClient;
  /** The requests `anon` and `down` sent during the current test. */
  readonly requests: URL[];
};

/**
 * Starts the local API for the suite that calls it (at the top of the test file: it adds jest hooks). Before each
 * test the anonymous client is the site's client, nobody is signed in and `requests` is empty; the API stops after
 * the suite. The clients exist from the suite's first `beforeAll` on.
 */
export function localApiSuite(): LocalApiSuite {
  let api: ApiProcess | undefined;
  let clients: { anon: SupabaseClient; down: SupabaseClient } | undefined;
  const requests: URL[] = [];
  const started = () => {
    if (!api || !clients) throw new Error('the local API starts in beforeAll: use it inside a hook or a test');
    return { url: api.url, ...clients };
  };

  beforeAll(async () => {
    api = await spawnTestApi();
    clients = {
      anon: await countingClient(api.url, requests),
      down: await countingClient(await closedPortUrl(), requests),
    };
  }, 120_000);
  afterAll(async () => {
    setSupabase(undefined);
    await api?.stop();
  });
  beforeEach(() => {
    requests.length = 0;
    setSupabase(started().anon);
    useAuthStore.setState(signedOutState);
  });

  return {
    get url() {
      return started().url;
    },
    get anon() {
      return started().anon;
    },
    get down() {
      return started().down;
    },
    requests,
  };
}

/** A component rendering its children within the data provider of `cache` (by default an empty one). */
export function dataWrapper(cache: PersistedCache = createPersistedCache({ storage: memoryStorage() })) {
  return function DataWrapper({ children }: { children: ReactNode }) {
    return <DataProvider cache={cache}>{children}</DataProvider>;
  };
}

/** The seeded story published today (supabase/seed/stories/00.json). */
export function todaysSeedStory(): SeedStory {
  const file = path.resolve(__dirname, '../../../supabase/seed/stories/00.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SeedStory;
}

/** What a page's data loader is asked: a reader's navigation in English, now, unless `over` says otherwise. */
export function loaderRequest(over: Partial<DataRequest> = {}): DataRequest {
  return {
    params: {},
    search: new URLSearchParams(),
    lng: 'en',
    admin: false,
    now: new Date(),
    onServer: false,
    ...over,
  };
}
