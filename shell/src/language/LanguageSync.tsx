// Keeps the URL prefix and the active language in step, both ways:
// visiting /fr/... switches to French; choosing German rewrites /fr/calendrier to /de/kalender (history replace).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLanguage } from '@tales/shared/i18n';
import { convertPath, languageFromPath } from '@tales/shared/routing';

export function LanguageSync() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);

  useEffect(() => {
    const fromPath = languageFromPath(location.pathname);
    if (fromPath && fromPath !== i18n.language) void i18n.changeLanguage(fromPath);
  }, [location.pathname, i18n]);

  useEffect(() => {
    const onChange = (lng: string) => {
      const { pathname, search, hash } = latest.current;
      const current = languageFromPath(pathname);
      if (!isLanguage(lng) || !current || current === lng) return;
      void navigate(convertPath(pathname + search + hash, lng), { replace: true, state: latest.current.state });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, navigate]);

  return null;
}
