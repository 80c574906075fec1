// The REST API on demand. postgrest-js is the largest part of a reader's own Supabase code, and a server-rendered
// page hands its data over with the HTML, so the first load makes no query: `from`, `rpc` and `schema` answer at
// once with a stand-in query that notes every call made on it and, when awaited, downloads postgrest-js, makes
// the same calls on the real client and runs the query. The calls are noted on the query itself, as postgrest-js
// builders change themselves, so a filter added without reassigning the query still applies.
import type { PostgrestClient } from '@supabase/postgrest-js';

export type RestClient = Pick<PostgrestClient, 'from' | 'rpc' | 'schema'>;

type Call = { name: string; args: unknown[] };

/** A query that runs the noted calls on the loaded client when awaited, as a postgrest-js builder does. */
function notedQuery(calls: Call[], load: () => Promise<PostgrestClient>): unknown {
  const query: object = new Proxy(
    {},
    {
      get(_target, name) {
        if (name === 'then') {
          return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
            load()
              .then((client) => calls.reduce<unknown>((target, { name: method, args }) => (target as Record<string, (...a: unknown[]) => unknown>)[method](...args), client))
              .then(onFulfilled, onRejected);
        }
        if (typeof name !== 'string') return undefined;
        return (...args: unknown[]) => {
          calls.push({ name, args });
          return query;
        };
      },
    },
  );
  return query;
}

export interface LazyRest {
  readonly rest: RestClient;
  /** Starts downloading postgrest-js before the first query needs it (a page is about to ask for data). */
  preload(): void;
}

export function createLazyRest(create: () => Promise<PostgrestClient>): LazyRest {
  let loading: Promise<PostgrestClient> | undefined;
  const load = () => {
    // A failed download is tried again by the next query.
    loading ??= create().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const start = (name: keyof RestClient) => (...args: unknown[]) => notedQuery([{ name, args }], load);
  return {
    rest: { from: start('from'), rpc: start('rpc'), schema: start('schema') } as unknown as RestClient,
    preload: () => void load().catch(() => undefined),
  };
}
