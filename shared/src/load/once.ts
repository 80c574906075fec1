// Load once, retry after a failure: the one way the site keeps what it downloads on first use (a widget's chunk,
// the REST library, a remote's module or texts, the runtime config). Callers share the load under way and then
// its value; a load that fails is forgotten, so the next call (a retry button, the next render) tries again.

export type OnceEach<T> = {
  /** The load kept for `key` (under way or done), or `load()` started and kept for it. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The value of `key` once it has arrived. */
  value(key: string): T | undefined;
  /** Forgets every key `which` picks (all of them without it): their next `get` loads afresh. */
  forget(which?: (key: string) => boolean): void;
};

/** Loads kept by key (a URL, a module id). */
export function loadOnceEach<T>(): OnceEach<T> {
  const loads = new Map<string, Promise<T>>();
  const values = new Map<string, T>();
  return {
    get(key, load) {
      const kept = loads.get(key);
      if (kept) return kept;
      const started = load().then(
        (value) => {
          if (loads.get(key) === started) values.set(key, value);
          return value;
        },
        (error: unknown) => {
          if (loads.get(key) === started) loads.delete(key);
          throw error;
        },
      );
      loads.set(key, started);
      return started;
    },
    value: (key) => values.get(key),
    forget(which) {
      for (const key of [...loads.keys()]) {
        if (which && !which(key)) continue;
        loads.delete(key);
        values.delete(key);
      }
    },
  };
}

export type Once<T> = {
  /** Starts the load, or answers with the one under way or done. */
  (): Promise<T>;
  /** The value once it has arrived. */
  value(): T | undefined;
  /** Forgets the value and any load under way: the next call loads afresh. */
  forget(): void;
};

/** One load, kept. */
export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  const kept = loadOnceEach<T>();
  return Object.assign(() => kept.get('', load), { value: () => kept.value(''), forget: () => kept.forget() });
}
