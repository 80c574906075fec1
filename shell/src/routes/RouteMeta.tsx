// The shell's default meta for each route; a page that knows more (a story's title) calls usePageMeta too and wins.
import { useTranslation } from 'react-i18next';
import { adminRoutes, type RouteKey } from '@tales/shared/routing';
import { usePageMeta } from '@tales/shared/ui';
import { useAlternateLinks } from './useAlternateLinks';

export function RouteMeta({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const product = t('app.title');
  const admin = adminRoutes.includes(routeKey);
  usePageMeta({
    title: routeKey === 'home' ? `${product} · ${t('app.tagline')}` : `${t(`meta.titles.${routeKey}`)} · ${product}`,
    description: t(`meta.descriptions.${routeKey}`),
    noindex: admin,
    nofollow: admin,
  });
  useAlternateLinks(!admin);
  return null;
}
