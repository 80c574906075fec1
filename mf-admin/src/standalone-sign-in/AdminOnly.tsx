// Standalone only: the admin page shows once an administrator is signed in, the sign-in form until then (in the
// site, the shell's admin guard decides; in both, the database is the real boundary).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@tales/shared/stores';
import { FullPageLoading } from '@tales/shared/ui';
import { AdminSignIn } from './AdminSignIn';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const email = useAuthStore((s) => s.user?.email);
  const pending = useAuthStore((s) => s.isLoading || !s.initialized);
  if (pending) return <FullPageLoading label={t('common.loading')} />;
  if (!isAdmin) return <AdminSignIn signedInAs={email} />;
  return children;
}
