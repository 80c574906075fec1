// One route's content, as the route table says: a remote's page (through its slot) or one of the shell's lazy
// pages, behind the admin guard on an admin route.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type RouteKey, type ShellPage } from '@tales/shared/routing';
import { FullPageLoading } from '@tales/shared/ui';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { RemoteSlot } from '../federation/RemoteSlot';
import { AdminRoute } from './AdminRoute';
import { localPages } from './local-pages';

function LocalPage({ name }: { name: ShellPage }) {
  const { t } = useTranslation();
  const Page = localPages[name];
  return (
    // A local chunk that fails after a deploy is fixed by a reload (new HTML, new chunk names).
    <RemoteErrorBoundary resetKey={0} variant="page" onRetry={() => window.location.reload()}>
      <Suspense fallback={<FullPageLoading label={t('common.loading')} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function RoutePage({ routeKey }: { routeKey: RouteKey }) {
  const { page, admin } = routes[routeKey];
  const content: ReactNode =
    'shell' in page ? <LocalPage name={page.shell} /> : <RemoteSlot remote={page.remote} expose={page.expose} />;
  return admin ? <AdminRoute>{content}</AdminRoute> : content;
}
