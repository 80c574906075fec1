// The react-aria half of ToastRegion, in its own chunk: fetched when the page shows its first toast.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { TOAST_SPACE_PROPERTY, toastQueue } from './toast-queue';

/** Keeps TOAST_SPACE_PROPERTY equal to the room the region takes above the viewport's bottom edge (plus a gap). */
function useToastSpace() {
  return useCallback((region: HTMLElement | null) => {
    if (!region) return;
    const root = document.documentElement;
    const update = () => {
      const { top, height } = region.getBoundingClientRect();
      if (height > 0) root.style.setProperty(TOAST_SPACE_PROPERTY, `${Math.ceil(window.innerHeight - top + 8)}px`);
      else root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(region);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
  }, []);
}
import { close, content, description, region, title, toast as toastClass } from './toast-region.css';

export default function ToastRegionWidget() {
  const { t } = useTranslation();
  const toastSpace = useToastSpace();
  return (
    <AriaToastRegion ref={toastSpace} queue={toastQueue} className={region} aria-label={t('common.notifications')}>
      {({ toast }) => (
        <Toast toast={toast} className={toastClass} data-variant={toast.content.variant ?? 'info'}>
          <ToastContent className={content}>
            <Text slot="title" className={title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={description}>
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" className={close} aria-label={t('common.close')}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
