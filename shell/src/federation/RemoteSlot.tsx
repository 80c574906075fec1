// Renders one exposed module of a remote, e.g. <RemoteSlot remote="auth" expose="./AccountMenu" variant="inline" />.
// Loading shows a spinner; failure shows the slot's own retry message and nothing else on the page breaks.
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteKey } from '@tales/shared/config';
import { FullPageLoading, Spinner } from '@tales/shared/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteFallbackVariant } from './RemoteUnavailable';
import { preloadExposed, remoteComponent } from './remote-modules';
import { inlineLoading } from './remote-slot.css';

type RemoteSlotProps = {
  remote: RemoteKey;
  expose: string;
  /** `page` for a whole route, `inline` for a small slot such as the header's account button. */
  variant?: RemoteFallbackVariant;
  props?: Record<string, unknown>;
};

export function RemoteSlot({ remote, expose, variant = 'page', props }: RemoteSlotProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // A new attempt gets a new lazy component, so React asks for the module again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => remoteComponent(remote, expose), [remote, expose, attempt]);

  const retry = () => {
    preloadExposed(remote, expose, true).catch(() => undefined); // the boundary reports the failure
    setAttempt((n) => n + 1);
  };

  const loading =
    variant === 'page' ? (
      <FullPageLoading label={t('common.loading')} />
    ) : (
      <span className={inlineLoading}>
        <Spinner label={t('common.loading')} />
      </span>
    );

  return (
    <RemoteErrorBoundary resetKey={attempt} onRetry={retry} variant={variant}>
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
