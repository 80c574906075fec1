// /robots.txt: everything may be crawled except the admin pages (in every language); the sitemap is named.
import { languages } from '@tales/shared/i18n';
import { absoluteUrl, adminRoutes, routePattern, SITEMAP_PATH } from '@tales/shared/routing';

/** The fixed start of each admin path (`/es/admin/editar-cuento/` for `/es/admin/editar-cuento/:id`). */
function adminPrefixes(): string[] {
  const patterns = adminRoutes.flatMap((key) => [undefined, ...languages].map((lng) => routePattern(key, lng)));
  return [...new Set(patterns.map((pattern) => pattern.split(':')[0]))].sort();
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...adminPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
