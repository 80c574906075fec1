// The page frame around every route: skip link, header, main content, footer, toasts.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion } from '@tales/shared/ui';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { main, page, skipLink } from './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={page}>
      <a className={skipLink} href="#main-content">
        {t('app.skip_to_content')}
      </a>
      <Header />
      <main id="main-content" className={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastRegion />
    </div>
  );
}
