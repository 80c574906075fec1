// A widget's code in its own chunk, fetched on first use: readers download the react-aria parts of menus,
// listboxes and dialogs only when they open one.

export type LazyWidget<M> = {
  /** Starts (or reuses) the download; a failed one is forgotten, so the next use tries again. */
  load: () => Promise<M>;
  /** The module once it has arrived. */
  loaded: () => M | undefined;
};

export function lazyWidget<M>(importer: () => Promise<M>): LazyWidget<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
