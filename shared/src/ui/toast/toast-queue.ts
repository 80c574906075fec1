// One toast queue for the page (SPEC §9: 3 visible, 4 s default); the shell renders its region.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };

export const TOAST_DEFAULT_TIMEOUT = 4000;
export const TOAST_MAX_VISIBLE = 3;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });

/** Shows a toast; `timeout` in ms (SPEC: copy toasts 2000 ms, everything else 4000 ms). */
export function showToast(content: ToastContent, timeout = TOAST_DEFAULT_TIMEOUT): () => void {
  const key = toastQueue.add(content, { timeout });
  return () => toastQueue.close(key);
}
