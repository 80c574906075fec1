// Standalone bootstrap (`pnpm --filter mf-donate dev`): the page with the site's theme, language and toasts,
// without the shell. Translations come over HTTP from the shell's public/locales (served by the dev server).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tales/shared/theme';
import { bcp47, fallbackLanguage, initI18n, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@tales/shared/i18n';
import DonatePage from './DonatePage';
import { StandaloneToasts } from './standalone/StandaloneToasts';

function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : fallbackLanguage;
  } catch {
    // Storage can be blocked (privacy mode); the fallback language still works.
    return fallbackLanguage;
  }
}

const language = savedLanguage();
document.documentElement.lang = bcp47[language];

// Render even if the translations fail to load: i18next then shows keys rather than a blank page.
void initI18n(language)
  .catch((error: unknown) => console.error('mf-donate: translations failed to load', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <main>
          <DonatePage />
        </main>
        <StandaloneToasts />
      </StrictMode>,
    );
  });
