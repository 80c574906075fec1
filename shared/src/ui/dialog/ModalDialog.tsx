// A modal dialog (overlay, focus trap, Escape and outside click close it, a heading and a close button). Its
// react-aria code is fetched the first time one opens; until then a closed dialog costs nothing.
import { lazy, Suspense, useState } from 'react';
import type { ModalDialogProps } from './modal-widget';

const ModalDialogWidget = lazy(() => import('./modal-widget').then((module) => ({ default: module.ModalDialogWidget })));

export function ModalDialog(props: ModalDialogProps) {
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
