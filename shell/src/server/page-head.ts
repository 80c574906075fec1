// The head of a server-rendered page: `<html lang dir>` and the tags inside `<head>`. The browser keeps them up
// to date after hydration (RouteMeta, usePageMeta); this is what a crawler and the first paint see.
import type { i18n as I18n } from 'i18next';
import { bcp47, type Language } from '@tales/shared/i18n';
import type { RouteKey } from '@tales/shared/routing';

export type PageHeadInput = {
  lng: Language;
  i18n: I18n;
  /** Undefined on a not-found page. */
  routeKey: RouteKey | undefined;
  url: URL;
  notFound: boolean;
};

export type PageHead = { htmlAttributes: { lang: string; dir: 'ltr' | 'rtl' }; tags: string };

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function pageHead({ lng, i18n, routeKey, notFound }: PageHeadInput): PageHead {
  const t = i18n.getFixedT(lng);
  const product = t('app.title');
  const title = notFound || !routeKey ? `${t('notFound.title')} · ${product}` : routeKey === 'home' ? `${product} · ${t('app.tagline')}` : `${t(`meta.titles.${routeKey}`)} · ${product}`;
  const description = notFound || !routeKey ? t('notFound.description') : t(`meta.descriptions.${routeKey}`);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    notFound ? '<meta name="robots" content="noindex,follow" />' : '<meta name="robots" content="index,follow,max-image-preview:large" />',
  ];
  return { htmlAttributes: { lang: bcp47[lng], dir: i18n.dir(lng) }, tags: tags.join('\n    ') };
}
