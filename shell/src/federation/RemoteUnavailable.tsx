import { useTranslation } from 'react-i18next';
import { Button, FullPageError } from '@tales/shared/ui';
import { inline, inlineText } from './remote-slot.css';

export type RemoteFallbackVariant = 'page' | 'inline';

/** What a failed slot shows: the translated message and a retry button. */
export function RemoteUnavailable({ variant, onRetry }: { variant: RemoteFallbackVariant; onRetry: () => void }) {
  const { t } = useTranslation();
  const retry = (
    <Button
      variant={variant === 'page' ? 'primary' : 'secondary'}
      size={variant === 'page' ? 'md' : 'sm'}
      onPress={onRetry}
    >
      {t('remote.retry')}
    </Button>
  );
  if (variant === 'page')
    return <FullPageError message={t('remote.unavailable')} detail={t('remote.unavailable_detail')} action={retry} />;
  return (
    <span className={inline} role="alert">
      <span className={inlineText}>{t('remote.unavailable_short')}</span>
      {retry}
    </span>
  );
}
