// A remote's texts ship with the remote (`locales/{lng}.json` next to its manifest) and join the page's one
// `common` namespace when the remote's code loads, so a remote's new sentence needs no shell build. The shell's
// backend adds every joined remote's texts to a language it loads, so a language change shows no raw keys.
import type { BackendModule, ReadCallback } from 'i18next';
import { loadOnceEach } from '../load/once';
import { DEFAULT_NAMESPACE } from './languages';
import { mergeTexts, type Texts } from './merge-texts';
import { remoteTextsUrl } from './remote-texts-url';

/** Where each remote's texts are: a URL its `locales/` folder is relative to (its manifest URL, or its page). */
const sources = new Map<string, string>();
/** Each texts file, by URL (a new release is a new URL). */
const textFiles = loadOnceEach<Texts>();

/** Fetched once per URL; a failure is forgotten, so a retry asks again. */
export function fetchTexts(base: string, lng: string): Promise<Texts> {
  const url = remoteTextsUrl(base, lng);
  return textFiles.get(url, async () => {
    const res = await fetch(url);
    // A release folder that is gone answers 404 like its chunks do: the page reloads once for the new config.
    if (!res.ok)
      throw Object.assign(new Error(`${url}: HTTP ${res.status}`), {
        code: 'remote_texts_unavailable',
        name: res.status === 404 ? 'ChunkLoadError' : 'Error',
      });
    return (await res.json()) as Texts;
  });
}

/** Names where a remote's texts live, so every language loaded from now on includes them. */
export function registerRemoteTexts(remote: string, base: string): void {
  sources.set(remote, base);
}

export type TextsBackendOptions = {
  /** Where the shell's own texts are: `{{lng}}` and `{{ns}}` are replaced. */
  loadPath: string;
};

/** A failed load of the shell's own texts: i18next retries it (`retry`) up to its `maxRetries`, then reports it. */
export class TextsLoadError extends Error {
  readonly code = 'texts_unavailable';
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** The shell's own texts of a language: a server error or a network failure is worth a retry, a 4xx or bad JSON is not. */
async function fetchOwnTexts(url: string): Promise<Texts> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (error) {
    throw new TextsLoadError(`failed loading ${url}: ${(error as Error).message}`, true);
  }
  if (!res.ok) throw new TextsLoadError(`failed loading ${url}; status code: ${res.status}`, res.status >= 500);
  try {
    return (await res.json()) as Texts;
  } catch {
    throw new TextsLoadError(`failed parsing ${url} to json`, false);
  }
}

/** The shell's own `common` of a language, with the texts of every registered remote merged in. */
export class TextsBackend implements BackendModule<TextsBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private loadPath = '/locales/{{lng}}/{{ns}}.json';

  init(_services: unknown, options: Partial<TextsBackendOptions> = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(lng: string, ns: string, callback: ReadCallback): void {
    const own = fetchOwnTexts(this.loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns));
    if (ns !== DEFAULT_NAMESPACE) {
      own.then(
        (texts) => callback(null, texts),
        (error: TextsLoadError) => callback(error, error.retry),
      );
      return;
    }
    const remotes = Promise.all([...sources.values()].map((base) => fetchTexts(base, lng).catch(() => undefined)));
    own.then(
      async (texts) => {
        await remotes;
        // Whatever has arrived by now (also a remote registered meanwhile): i18next replaces top-level groups.
        const merged = mergeTexts({}, texts);
        for (const base of sources.values()) {
          const remote = textFiles.value(remoteTextsUrl(base, lng));
          if (remote) mergeTexts(merged, remote);
        }
        callback(null, merged);
      },
      (error: TextsLoadError) => callback(error, error.retry),
    );
  }
}

/** Tests start from a clean slate. */
export function resetRemoteTexts(): void {
  sources.clear();
  textFiles.forget();
}
