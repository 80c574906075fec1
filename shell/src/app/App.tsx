// The shell's React tree: router, language ↔ URL sync, the page head, react-aria locale, page frame and routes.
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { bcp47, bindLanguageEffects, fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { DataProvider } from '@tales/shared/data';
import { usePageViewTracking } from '../analytics/usePageViewTracking';
import { DocumentHead } from '../head/DocumentHead';
import { LanguageSync } from '../language/LanguageSync';
import { Layout } from '../layout/Layout';
import { AppRoutes } from '../routes/AppRoutes';

export function AppContent() {
  const { i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  // Saves the choice and sets <html lang dir> on every change.
  useEffect(() => bindLanguageEffects(i18n), [i18n]);
  usePageViewTracking(lng);
  return (
    <I18nProvider locale={bcp47[lng]}>
      <LanguageSync />
      <DocumentHead />
      <Layout>
        <AppRoutes />
      </Layout>
    </I18nProvider>
  );
}

export function App() {
  return (
    <DataProvider>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </DataProvider>
  );
}
