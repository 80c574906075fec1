export { toastQueue, showToast, TOAST_DEFAULT_TIMEOUT, TOAST_MAX_VISIBLE, type ToastContent, type ToastVariant } from './toast/toast-queue';
