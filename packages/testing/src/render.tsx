// Renders a component the way the shell hosts it: real translations (en by default), a router, a fresh SWR cache.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { i18n, initI18n, languages, type Language } from '@tales/shared/i18n';
import { readLocale } from '@tales/build/locales';

/** A language's `common` as the page holds it once every remote has loaded: each app's texts and the kit's. */
export function loadTranslations(lng: Language): Record<string, unknown> {
  return readLocale(lng);
}

export async function setupI18n(lng: Language = 'en'): Promise<void> {
  const resources = Object.fromEntries(languages.map((l) => [l, { common: loadTranslations(l) }]));
  await initI18n(lng, { resources });
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

type Options = { route?: string; language?: Language };

export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'en' }: Options = {},
): Promise<RenderResult> {
  await setupI18n(language);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );
}
