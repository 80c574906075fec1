// The server's texts: one i18next instance holding every language (the shell's own texts and every remote's),
// and one clone per language sharing its resources: a request takes its language's clone, so two requests never
// share a language, and nothing is set up per request (a server render never changes a clone's language).
// A text asked for without options (most of a page's) is the same on every render until the texts change, so
// each clone looks it up once: i18next's lookup copies its options for every call, a good part of a render's CPU.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RemoteKey } from '@tales/shared/federation';
import {
  DEFAULT_NAMESPACE,
  fallbackLanguage,
  languages,
  mergeTexts,
  remoteTextsUrl,
  type Language,
  type Texts,
} from '@tales/shared/i18n';

export type ServerTexts = {
  /** The instance in `lng` (resources shared with every language's, language its own). */
  forRequest(lng: Language): I18n;
  /** Adds a remote's texts in every language from where its browser build publishes them. */
  loadRemote(key: RemoteKey, browserEntry: string): Promise<void>;
};

async function fetchJson(url: string): Promise<Texts> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as Texts;
}

export async function createServerTexts(localesDir: string): Promise<ServerTexts> {
  const own = Object.fromEntries(
    languages.map((lng) => [
      lng,
      JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${DEFAULT_NAMESPACE}.json`), 'utf8')) as Texts,
    ]),
  ) as Record<Language, Texts>;
  const base = i18next.createInstance();
  await base.use(initReactI18next).init({
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    load: 'currentOnly',
    resources: Object.fromEntries(languages.map((lng) => [lng, { [DEFAULT_NAMESPACE]: mergeTexts({}, own[lng]) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });

  // Texts by remote, so a new version replaces (never piles onto) the previous one's.
  const remoteTexts = new Map<RemoteKey, Record<Language, Texts>>();
  const rebuild = (lng: Language) => {
    const merged = mergeTexts({}, own[lng]);
    for (const texts of remoteTexts.values()) mergeTexts(merged, texts[lng]);
    base.addResourceBundle(lng, DEFAULT_NAMESPACE, merged, false, true);
  };

  /** Texts looked up without options, by language, namespace, key prefix and key; emptied when the texts change. */
  const looked = new Map<string, string>();
  const byLanguage = new Map<Language, I18n>();
  return {
    forRequest(lng) {
      let instance = byLanguage.get(lng);
      if (!instance) {
        instance = rememberingPlainTexts(base.cloneInstance({ lng, initAsync: false }), looked);
        byLanguage.set(lng, instance);
      }
      return instance;
    },
    async loadRemote(key, browserEntry) {
      const entries = await Promise.all(
        languages.map(async (lng) => [lng, await fetchJson(remoteTextsUrl(browserEntry, lng))] as const),
      );
      remoteTexts.set(key, Object.fromEntries(entries) as Record<Language, Texts>);
      for (const lng of languages) rebuild(lng);
      looked.clear();
    },
  };
}

type LookUp = (key?: unknown, ...rest: unknown[]) => unknown;

/** `instance`, whose fixed `t` functions answer a text asked for without options from `looked`. */
function rememberingPlainTexts(instance: I18n, looked: Map<string, string>): I18n {
  const fixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LookUp;
  instance.getFixedT = ((lng: unknown, ns?: unknown, keyPrefix?: unknown, options?: unknown) => {
    const t = fixedT(lng, ns, keyPrefix, options);
    if (options !== undefined || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return t;
    const scope = `${String(lng ?? instance.language)}|${String(ns ?? '')}|${keyPrefix ?? ''}|`;
    const remembering: LookUp = (key, ...rest) => {
      if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest);
      const at = scope + key;
      let text = looked.get(at);
      if (text === undefined) {
        const found = t(key);
        if (typeof found !== 'string') return found;
        text = found;
        looked.set(at, text);
      }
      return text;
    };
    // What react-i18next reads from a fixed t (its language, namespace and key prefix).
    return Object.assign(remembering, t);
  }) as unknown as I18n['getFixedT'];
  return instance;
}
