// After a deploy, a long-open page may ask for chunk files that no longer exist. Once the retries have
// failed, reload the page once (new HTML, new manifests); a sessionStorage guard stops a reload loop.
const GUARD_KEY = 'tales-chunk-reload-at';
const GUARD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e instanceof Error && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w./-]+ failed/i.test(e.message)) return true;
  }
  return false;
}

/** Reloads once for a chunk-load error; returns true when a reload was started. */
export function reloadOnceForChunkError(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (Date.now() - last < GUARD_WINDOW_MS) return false;
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  } catch {
    return false; // without the guard a reload could loop
  }
  reload();
  return true;
}
