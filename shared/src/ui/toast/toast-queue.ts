// One toast queue for the page (SPEC §9: 3 visible, 4 s default); the shell renders its region.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };

export const TOAST_DEFAULT_TIMEOUT = 4000;
export const TOAST_MAX_VISIBLE = 3;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });

/**
 * The CSS custom property on the root element that holds how much of the viewport's bottom the visible toasts
 * take (0 when none): dialogs keep out of it, so a toast never covers their controls.
 */
export const TOAST_SPACE_PROPERTY = '--tales-toast-space';

const sameContent = (a: ToastContent, b: ToastContent) =>
  a.title === b.title && a.description === b.description && a.variant === b.variant;

/**
 * Shows a toast; `timeout` in ms (SPEC: copy toasts 2000 ms, everything else 4000 ms). The same message again
 * replaces the one showing (with a fresh timeout) instead of stacking a copy above it.
 */
export function showToast(content: ToastContent, timeout = TOAST_DEFAULT_TIMEOUT): () => void {
  for (const shown of toastQueue.visibleToasts) if (sameContent(shown.content, content)) toastQueue.close(shown.key);
  const key = toastQueue.add(content, { timeout });
  return () => toastQueue.close(key);
}
