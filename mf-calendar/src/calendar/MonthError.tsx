// In place of the grid when the month could not be loaded (API down, network gone): say so and offer a retry.
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@tales/shared/ui';
import { loadError as loadErrorClass, loadErrorText as loadErrorTextClass } from './calendar.css';

type MonthErrorProps = { onRetry: () => void; isRetrying: boolean };

export function MonthError({ onRetry, isRetrying }: MonthErrorProps) {
  const { t } = useTranslation();
  return (
    <Card className={loadErrorClass} role="alert">
      <p className={loadErrorTextClass}>{t('calendar.error_loading')}</p>
      {/* Pending while a retry is under way, so the message stays put instead of flashing the skeleton. */}
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {t('calendar.retry')}
      </Button>
    </Card>
  );
}
