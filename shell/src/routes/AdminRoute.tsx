// UI guard for the admin routes (SPEC §6; the database is the real boundary). Non-admins get an error toast
// and go to the language home with where they came from kept in navigation state; mf-admin is never fetched.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@tales/shared/stores';
import { FullPageLoading, showToast } from '@tales/shared/ui';
import { useLocalizedPath } from '@tales/shared/routing';

function SendNonAdminHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalizedPath();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // once, even when StrictMode runs effects twice
    done.current = true;
    showToast({ title: t('errors.admin_only'), description: t('errors.admin_only_description'), variant: 'error' });
    void navigate(to('home'), { replace: true, state: { from: location } });
  }, [t, navigate, location, to]);
  return null;
}

export function AdminRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const pending = useAuthStore((s) => s.isLoading || !s.initialized);
  if (pending) return <FullPageLoading label={t('common.loading')} />;
  if (!isAdmin) return <SendNonAdminHome />;
  return children;
}
