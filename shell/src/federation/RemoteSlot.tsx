// Renders one exposed module of a remote (typed by the federation contract), e.g. <RemoteSlot remote="auth" expose="./AccountMenu" variant="inline" />.
// Loading shows a spinner; failure shows the slot's own retry message and nothing else on the page breaks.
import { createElement, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposeName, ExposeProps, RemoteKey } from '@tales/shared/federation';
import { FullPageLoading, Spinner } from '@tales/shared/ui';
import { SlotContent, useSlotWaiting } from '../boot/page-hydrated';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteFallbackVariant } from './RemoteUnavailable';
import { preloadExposed, remoteComponent } from './remote-modules';
import { checkInFlight, onRemotesMoved } from './remotes';
import { serverComponent, ServerModulesContext } from './server-modules';
import { inlineLoading } from './remote-slot.css';

type RemoteSlotProps<K extends RemoteKey, E extends ExposeName<K>> = {
  remote: K;
  expose: E;
  /** `page` for a whole route, `inline` for a small slot such as the header's account button. */
  variant?: RemoteFallbackVariant;
  /** What the exposed component takes, as the federation contract says. */
  props?: ExposeProps<K, E>;
};

export function RemoteSlot<K extends RemoteKey, E extends ExposeName<K>>({
  remote,
  expose,
  variant = 'page',
  props,
}: RemoteSlotProps<K, E>) {
  const { t } = useTranslation();
  // remote and expose are fixed for a slot's life (routes key their slots). Each attempt holds its own lazy
  // component, so a retry makes React ask for the module again.
  // On the server the module is already loaded (or left to the browser); the markup is the same either way.
  const serverModules = useContext(ServerModulesContext);
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    Component: serverModules ? serverComponent(serverModules, remote, expose) : remoteComponent(remote, expose),
  }));
  const { Component } = attempt;
  useSlotWaiting();

  // A slot that appears while the config is being checked (the navigation that brought it asks) follows its
  // remote to a new release found by that check, instead of showing the module cached from before.
  useEffect(() => {
    if (serverModules) return undefined;
    let mounted = true;
    const stop = onRemotesMoved((moved) => {
      if (mounted && moved.includes(remote))
        setAttempt((previous) => ({ count: previous.count + 1, Component: remoteComponent(remote, expose) }));
    });
    // The navigation's check starts in its route's effect, which runs after this one in the same commit.
    void Promise.resolve()
      .then(() => checkInFlight())
      .finally(stop);
    return () => {
      mounted = false;
      stop();
    };
  }, [serverModules, remote, expose]);

  const retry = () => {
    preloadExposed(remote, expose, true).catch(() => undefined); // the boundary reports the failure
    setAttempt((previous) => ({ count: previous.count + 1, Component: remoteComponent(remote, expose) }));
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
    <RemoteErrorBoundary resetKey={attempt.count} onRetry={retry} variant={variant} remote={remote}>
      <Suspense fallback={loading}>
        {/* The caller's remote, expose and props were checked against the contract; TypeScript cannot follow that
            pairing through the generic conditional type, so the element is created from the checked values. */}
        <SlotContent>
          {createElement(Component as unknown as ComponentType<object>, props as object | undefined)}
        </SlotContent>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
