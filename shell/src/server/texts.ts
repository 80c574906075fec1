// The server's texts: one i18next instance holding every language (the shell's own texts and the remotes' of
// the releases a page is rendered with), and one clone per language sharing its resources: a request takes its
// language's clone, so two requests never share a language, and nothing is set up per request (a server render
// never changes a clone's language).
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

/** The remotes' releases a page is rendered with: each remote's browser entry. */
export type TextReleases = Partial<Record<RemoteKey, string>>;

export type ServerTexts = {
  /**
   * The instance in `lng` with the texts of the shell and of the given releases of the remotes (resources shared
   * with every language's, language its own).
   */
  forRequest(lng: Language, releases?: TextReleases): I18n;
  /** Adds (or reads again) a remote release's texts in every language from where its browser build publishes them. */
  loadRemote(browserEntry: string): Promise<void>;
  /** Forgets a release's texts (a release no reader gets any more). */
  dropRemote(browserEntry: string): void;
};

async function fetchJson(url: string): Promise<Texts> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as Texts;
}

/** One combination of releases: its instance holding every language, its clones and its remembered texts. */
type Variant = { base: I18n; byLanguage: Map<Language, I18n>; looked: Map<string, string> };

export async function createServerTexts(localesDir: string): Promise<ServerTexts> {
  const own = Object.fromEntries(
    languages.map((lng) => [
      lng,
      JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${DEFAULT_NAMESPACE}.json`), 'utf8')) as Texts,
    ]),
  ) as Record<Language, Texts>;

  // Texts by release, so a release's texts never pile onto another's, and two releases of a remote (stable and
  // canary) each render with their own.
  const releaseTexts = new Map<string, Record<Language, Texts>>();
  // Built on first use, dropped whenever a release's texts change (a handful at most: stable and canary).
  const variants = new Map<string, Variant>();

  function variantOf(releases: TextReleases): Variant {
    const entries = Object.values(releases)
      .filter((entry): entry is string => entry !== undefined && releaseTexts.has(entry))
      .sort();
    const id = entries.join(' ');
    let variant = variants.get(id);
    if (variant) return variant;
    const base = i18next.createInstance();
    void base.use(initReactI18next).init({
      lng: fallbackLanguage,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      load: 'currentOnly',
      resources: Object.fromEntries(
        languages.map((lng) => {
          const merged = mergeTexts({}, own[lng]);
          for (const entry of entries) mergeTexts(merged, releaseTexts.get(entry)?.[lng] ?? {});
          return [lng, { [DEFAULT_NAMESPACE]: merged }];
        }),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    variant = { base, byLanguage: new Map(), looked: new Map() };
    variants.set(id, variant);
    return variant;
  }

  return {
    forRequest(lng, releases = {}) {
      const variant = variantOf(releases);
      let instance = variant.byLanguage.get(lng);
      if (!instance) {
        instance = rememberingPlainTexts(variant.base.cloneInstance({ lng, initAsync: false }), variant.looked);
        variant.byLanguage.set(lng, instance);
      }
      return instance;
    },
    async loadRemote(browserEntry) {
      const entries = await Promise.all(
        languages.map(async (lng) => [lng, await fetchJson(remoteTextsUrl(browserEntry, lng))] as const),
      );
      releaseTexts.set(browserEntry, Object.fromEntries(entries) as Record<Language, Texts>);
      variants.clear();
    },
    dropRemote(browserEntry) {
      if (releaseTexts.delete(browserEntry)) variants.clear();
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
