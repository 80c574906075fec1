// Paths no localized route took: a known page without a language prefix moves (replace) to the current
// language's equivalent (`/calendar` → `/de/kalender`), `/` to `/{lang}`; anything else is not found.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { convertPath, matchPath } from '@tales/shared/routing';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

export function UnmatchedPath() {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const match = matchPath(pathname);
  if (match && match.lng === undefined) {
    const lng = toLanguage(i18n.language) ?? fallbackLanguage;
    return <Navigate replace to={convertPath(pathname + search + hash, lng)} />;
  }
  return <NotFoundPage />;
}
