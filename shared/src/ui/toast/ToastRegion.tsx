// The page's one toast region over the shared `toastQueue` (the shell renders it once; standalone remotes too).
// A page with no toast yet has nothing to show, so the region's code is fetched with the first toast.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const ToastRegionWidget = lazy(() => import('./toast-region-widget'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

export function ToastRegion() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  // Once there, the region stays: react-aria manages its landmark and the toasts' exit.
  const [used, setUsed] = useState(showing);
  if (showing && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionWidget />
    </Suspense>
  );
}
