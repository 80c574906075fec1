// For the service worker's tests: Node's global made into the worker's scope a browser gives it, with what Node
// lacks written out here (events, the Cache Storage in memory, IndexedDB from fake-indexeddb) and the network as
// the test says it answers. The worker's own code and Workbox then run unchanged.
import 'fake-indexeddb/auto';

export type Network = {
  /** How the network answers a URL now; undefined is a 404. */
  answer(url: string, respond: () => Response): void;
  /** Every later request fails as a browser's does offline. */
  offline: boolean;
  /** Every URL asked of the network, in order. */
  asked: string[];
};

class ExtendableEventShim extends Event {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }
}

class FetchEventShim extends ExtendableEventShim {
  readonly request: Request;
  response: Promise<Response> | undefined;
  constructor(type: string, init: { request: Request }) {
    super(type);
    this.request = init.request;
  }
  respondWith(response: Promise<Response> | Response): void {
    this.response = Promise.resolve(response);
  }
}

class MessageEventShim extends ExtendableEventShim {
  constructor(
    type: string,
    readonly data: unknown,
    readonly ports: { postMessage(message: unknown): void }[],
    readonly source: { type: string; url: string } | null,
  ) {
    super(type);
  }
}

/** A request a browser makes for a page (its mode cannot be set by a constructor). */
class NavigationRequest extends Request {
  get mode(): RequestMode {
    return 'navigate';
  }
}

const keyOf = (request: RequestInfo | URL, ignoreSearch = false) => {
  // A worker resolves a relative address against its own.
  const url = new URL(
    request instanceof Request ? request.url : String(request),
    (globalThis as unknown as { location?: URL }).location,
  );
  if (ignoreSearch) url.search = '';
  url.hash = '';
  return url.href;
};

class MemoryCache {
  readonly entries = new Map<string, { request: Request; response: Response }>();
  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const key = keyOf(request, options?.ignoreSearch);
    for (const [stored, entry] of this.entries)
      if (keyOf(stored, options?.ignoreSearch) === key) return entry.response.clone();
    return undefined;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const req = request instanceof Request ? request : new Request(keyOf(request));
    this.entries.set(keyOf(req), { request: req, response: new Response(await response.arrayBuffer(), response) });
  }
  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const key = keyOf(request, options?.ignoreSearch);
    return [...this.entries.keys()]
      .filter((stored) => keyOf(stored, options?.ignoreSearch) === key)
      .map((stored) => this.entries.delete(stored))
      .includes(true);
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.values()].map(({ request }) => request);
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

export type WorkerScope = {
  network: Network;
  storage: MemoryCacheStorage;
  /** Runs a lifecycle event (`install`, `activate`) and everything it waits for. */
  lifecycle(type: 'install' | 'activate'): Promise<void>;
  /** A page's request as the worker sees it: its answer, or undefined when the worker leaves it to the browser. */
  fetch(url: string, options?: { navigate?: boolean }): Promise<Response | undefined>;
  /** A message from a page at `pageUrl`, with a port; resolves with what the worker answers on it. */
  message(data: unknown, pageUrl: string): Promise<unknown>;
  /** The URLs a cache holds now. */
  cached(name: string): Promise<string[]>;
};

/** Makes this Node global the worker's scope at `origin`; load the worker's module after it. */
export function installWorkerScope(origin: string): WorkerScope {
  const events = new EventTarget();
  const storage = new MemoryCacheStorage();
  const answers = new Map<string, () => Response>();
  const network: Network = { answer: (url, respond) => answers.set(url, respond), offline: false, asked: [] };

  async function networkFetch(input: RequestInfo | URL): Promise<Response> {
    const url = keyOf(input);
    network.asked.push(url);
    if (network.offline) throw new TypeError('Failed to fetch');
    return answers.get(url)?.() ?? new Response('not found', { status: 404 });
  }

  /** Waits for everything an event asked to wait for, including what that work asked for in turn. */
  async function settle(event: ExtendableEventShim): Promise<void> {
    for (let done = 0; done < event.pending.length; done = event.pending.length)
      await Promise.allSettled(event.pending.slice(done));
  }

  Object.assign(globalThis, {
    self: globalThis,
    location: new URL(`${origin}/sw.js`),
    registration: { scope: `${origin}/` },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    caches: storage,
    fetch: networkFetch,
    ExtendableEvent: ExtendableEventShim,
    FetchEvent: FetchEventShim,
    __WB_DISABLE_DEV_LOGS: true,
  });

  return {
    network,
    storage,
    async lifecycle(type) {
      const event = new ExtendableEventShim(type);
      events.dispatchEvent(event);
      await settle(event);
    },
    async fetch(url, { navigate = false } = {}) {
      const request = navigate ? new NavigationRequest(url, { headers: { accept: 'text/html' } }) : new Request(url);
      const event = new FetchEventShim('fetch', { request });
      events.dispatchEvent(event);
      const response = await event.response;
      await settle(event);
      return response;
    },
    async message(data, pageUrl) {
      let answer: unknown;
      const event = new MessageEventShim('message', data, [{ postMessage: (message) => (answer = message) }], {
        type: 'window',
        url: pageUrl,
      });
      events.dispatchEvent(event);
      await settle(event);
      return answer;
    },
    async cached(name) {
      const cache = storage.caches.get(name);
      return cache ? [...cache.entries.keys()] : [];
    },
  };
}
