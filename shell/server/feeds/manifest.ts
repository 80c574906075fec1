// The web app manifest in one language: the site's name and description as the reader reads them, its icons,
// and the page the installed app opens (that language's home).
import i18next from 'i18next';
import { bcp47, type Language } from '@tales/shared/i18n';
import { brand } from '@tales/shared/theme/brand';

export type ManifestTexts = { name: string; shortName: string; description: string };

/** The site's icons: the vector favicon for any size, PNGs where a platform asks for them, one with a safe zone. */
export const MANIFEST_ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webManifest(lng: Language, texts: ManifestTexts): string {
  const lang = bcp47[lng];
  return JSON.stringify({
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang,
    dir: i18next.dir(lang),
    start_url: `/${lng}`,
    scope: '/',
    display: 'standalone',
    background_color: brand.background,
    theme_color: brand.themeColor,
    icons: MANIFEST_ICONS,
  });
}
