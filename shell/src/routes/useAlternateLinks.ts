// <link rel="alternate" hreflang> for the same page in all eight languages, plus x-default (unprefixed).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bcp47, fallbackLanguage, languages } from '@tales/shared/i18n';
import { convertPath } from '@tales/shared/routing';

const MARK = 'data-tales-alternate';

function clear(): void {
  document.head.querySelectorAll(`link[${MARK}]`).forEach((link) => link.remove());
}

function add(hreflang: string, href: string): void {
  const link = document.createElement('link');
  link.rel = 'alternate';
  link.hreflang = hreflang;
  link.href = href;
  link.setAttribute(MARK, '');
  document.head.appendChild(link);
}

export function useAlternateLinks(enabled: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    clear();
    if (!enabled) return;
    const origin = window.location.origin;
    for (const lng of languages) add(bcp47[lng], origin + convertPath(pathname, lng));
    add('x-default', origin + convertPath(pathname, fallbackLanguage));
    return clear;
  }, [pathname, enabled]);
}
