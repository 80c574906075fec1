// ONE i18next instance for the whole page, shared by every remote through Module Federation.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, fallbackLanguage, languages, type Language } from './languages';
import { TextsBackend } from './remote-texts';

export const i18n = i18next.createInstance();

type InitOptions = {
  /** Preloaded translations (tests, or an inlined first language); otherwise fetched over HTTP. */
  resources?: Resource;
};

export async function initI18n(lng: Language, { resources }: InitOptions = {}): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== lng) await i18n.changeLanguage(lng);
    return i18n;
  }
  if (!resources) i18n.use(TextsBackend);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    load: 'currentOnly',
    resources,
    backend: resources ? undefined : { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}
