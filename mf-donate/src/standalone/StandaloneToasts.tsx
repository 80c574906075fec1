// The page's toasts when mf-donate runs on its own; inside the site the shell renders its own region.
import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components/Toast';
import { toastQueue } from '@tales/shared/ui';
import { close, content, description, region, title, toast as toastClass } from './toasts.css';

export function StandaloneToasts() {
  return (
    <ToastRegion queue={toastQueue} className={region}>
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
          <Button slot="close" className={close}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
