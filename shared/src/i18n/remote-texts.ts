// A remote's texts ship with the remote (`locales/{lng}.json` next to its manifest) and join the page's one
// `common` namespace when the remote's code loads, so a remote's new sentence needs no shell build. The shell's
// backend adds every joined remote's texts to a language it loads, so a language change shows no raw keys.
import HttpBackend from 'i18next-http-backend';
import type { ReadCallback } from 'i18next';
import { DEFAULT_NAMESPACE } from './languages';
import { mergeTexts, type Texts } from './merge-texts';
import { remoteTextsUrl } from './remote-texts-url';

/** Where each remote's texts are: a URL its `locales/` folder is relative to (its manifest URL, or its page). */
const sources = new Map<string, string>();
const fetches = new Map<string, Promise<Texts>>();
const fetched = new Map<string, Texts>();

/** Fetched once per URL (a new release is a new URL); a failure is forgotten, so a retry asks again. */
export function fetchTexts(base: string, lng: string): Promise<Texts> {
  const url = remoteTextsUrl(base, lng);
  let pending = fetches.get(url);
  if (!pending) {
    pending = fetch(url).then(async (res) => {
      // A release folder that is gone answers 404 like its chunks do: the page reloads once for the new config.
      if (!res.ok) throw Object.assign(new Error(`${url}: HTTP ${res.status}`), { code: 'remote_texts_unavailable', name: res.status === 404 ? 'ChunkLoadError' : 'Error' });
      const texts = (await res.json()) as Texts;
      fetched.set(url, texts);
      return texts;
    });
    fetches.set(url, pending);
    pending.catch(() => fetches.delete(url));
  }
  return pending;
}

/** Names where a remote's texts live, so every language loaded from now on includes them. */
export function registerRemoteTexts(remote: string, base: string): void {
  sources.set(remote, base);
}

/** The shell's own `common` of a language, with the texts of every registered remote merged in. */
export class TextsBackend extends HttpBackend {
  read(lng: string, ns: string, callback: ReadCallback): void {
    if (ns !== DEFAULT_NAMESPACE) return super.read(lng, ns, callback);
    const remotes = Promise.all([...sources.values()].map((base) => fetchTexts(base, lng).catch(() => undefined)));
    super.read(lng, ns, (error, own) => {
      if (error || !own) return callback(error, own);
      void remotes.then(() => {
        // Whatever has arrived by now (also a remote registered meanwhile): i18next replaces top-level groups.
        const merged = mergeTexts({}, own as Texts);
        for (const base of sources.values()) {
          const texts = fetched.get(remoteTextsUrl(base, lng));
          if (texts) mergeTexts(merged, texts);
        }
        callback(null, merged);
      });
    });
  }
}

/** Tests start from a clean slate. */
export function resetRemoteTexts(): void {
  sources.clear();
  fetches.clear();
  fetched.clear();
}
