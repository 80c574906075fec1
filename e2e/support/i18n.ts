// Expected wording comes from the same translation files the site loads.
import { readLocale } from '@tales/build/locales';

type Tree = { [key: string]: unknown };
const cache = new Map<string, Tree>();

/**
 * `t('de', 'about.title')` → the German text of that key; `{{name}}` is filled from `values`, else left as is.
 */
export function t(lng: string, key: string, values: Record<string, string> = {}): string {
  if (!cache.has(lng)) cache.set(lng, readLocale(lng) as Tree);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], cache.get(lng));
  if (typeof value !== 'string') throw new Error(`no translation ${lng}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
