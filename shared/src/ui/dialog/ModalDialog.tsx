// A modal dialog (overlay, focus trap, Escape and outside click close it, a heading and a close button). Its
// react-aria code is fetched the first time one opens; until then a closed dialog costs nothing.
import { lazy, Suspense, useState } from 'react';
import { loadOnce } from '../../load/once';
import type { ModalDialogProps } from './modal-widget';

const modalWidget = loadOnce(() => import('./modal-widget'));
const LazyModalDialogWidget = lazy(() => modalWidget().then((module) => ({ default: module.ModalDialogWidget })));

/** Starts fetching the dialog's code, for code that is about to open one (an app's dialog module, on load). */
export function preloadModalDialog(): void {
  modalWidget().catch(() => undefined); // opening the dialog tries again and reports
}

export function ModalDialog(props: ModalDialogProps) {
  // Chosen once per dialog (switching would remount it): the code itself when it has arrived, else a lazy one.
  const [ModalDialogWidget] = useState(() => modalWidget.value()?.ModalDialogWidget ?? LazyModalDialogWidget);
  // Once opened it stays mounted, so react-aria can close it (and give focus back) as usual.
  const [used, setUsed] = useState(Boolean(props.isOpen || props.defaultOpen));
  if (!used && (props.isOpen || props.defaultOpen)) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialogWidget {...props} />
    </Suspense>
  );
}
