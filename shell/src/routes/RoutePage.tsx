// One route's content: either a remote page (through its slot) or one of the shell's lazy pages.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoutes, type RouteKey } from '@tales/shared/routing';
import { FullPageLoading } from '@tales/shared/ui';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { RemoteSlot } from '../federation/RemoteSlot';
import { AdminRoute } from './AdminRoute';
import { localPages } from './local-pages';
import { remotePages } from './route-remotes';

function LocalPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const Page = localPages[routeKey];
  if (!Page) return null;
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
  const remote = remotePages[routeKey];
  let content: ReactNode = <LocalPage routeKey={routeKey} />;
  if (remote) content = <RemoteSlot remote={remote.remote} expose={remote.expose} />;
  if (adminRoutes.includes(routeKey)) content = <AdminRoute>{content}</AdminRoute>;
  return content;
}

