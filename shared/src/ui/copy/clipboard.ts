// The one place that touches the Clipboard API, so callers get a rejected promise for every failure mode.
export class ClipboardUnavailableError extends Error {
  constructor() {
    super('The Clipboard API is not available (insecure context or unsupported browser).');
    this.name = 'ClipboardUnavailableError';
  }
}

/** Writes text to the clipboard; rejects when the API is missing or the browser denies permission. */
export async function writeClipboardText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') throw new ClipboardUnavailableError();
  await clipboard.writeText(text);
}
