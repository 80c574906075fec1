// The shell's own content pages, each in its own chunk so a visitor downloads only the one they open.
import { lazy } from 'react';
import type { RouteKey } from '@tales/shared/routing';

export const localPages: Partial<Record<RouteKey, ReturnType<typeof lazy>>> = {
  about: lazy(() => import('../pages/about/AboutPage')),
  terms: lazy(() => import('../pages/terms/TermsPage')),
  privacy: lazy(() => import('../pages/privacy/PrivacyPage')),
};
