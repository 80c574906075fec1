// date-fns locales for the admin's own dates (a draft's time), fetched on demand per language so no page ships all eight.
import { useEffect, useState } from 'react';
import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@tales/shared/i18n';

const loaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  es: () => import('date-fns/locale/es').then((m) => m.es),
  pt: () => import('date-fns/locale/pt').then((m) => m.pt),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  cn: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);

export async function loadDateLocale(lng: Language): Promise<Locale> {
  const cached = loaded.get(lng);
  if (cached) return cached;
  const locale = await loaders[lng]();
  loaded.set(lng, locale);
  return locale;
}

/** The date-fns locale of the current language; English until the right one has arrived. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? 'en';
  const [locale, setLocale] = useState<{ lng: Language; locale: Locale } | undefined>(() => {
    const ready = loaded.get(lng);
    return ready ? { lng, locale: ready } : undefined;
  });
  useEffect(() => {
    let live = true;
    loadDateLocale(lng).then(
      (next) => live && setLocale({ lng, locale: next }),
      () => undefined, // keep the previous locale if the chunk cannot load
    );
    return () => {
      live = false;
    };
  }, [lng]);
  return loaded.get(lng) ?? locale?.locale ?? enUS;
}

/** `formatDate(date, 'PPP', locale)`; the week starts on Monday in every locale (SPEC §2 calendar). */
export function formatDate(date: Date | number, pattern: string, locale: Locale = enUS): string {
  return format(date, pattern, { locale, weekStartsOn: 1 });
}
