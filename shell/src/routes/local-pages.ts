// The shell's own content pages, each in its own chunk so a visitor downloads only the one they open. Each chunk
// is named `page-<route key>` (pageChunkName): the server inlines its stylesheet on that route only.
import { lazy } from 'react';
import type { ShellPage } from '@tales/shared/routing';

export const localPages: Record<ShellPage, ReturnType<typeof lazy>> = {
  about: lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/about/AboutPage')),
  terms: lazy(() => import(/* webpackChunkName: "page-terms" */ '../pages/terms/TermsPage')),
  privacy: lazy(() => import(/* webpackChunkName: "page-privacy" */ '../pages/privacy/PrivacyPage')),
  newsletter: lazy(() => import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/NewsletterPage')),
};
