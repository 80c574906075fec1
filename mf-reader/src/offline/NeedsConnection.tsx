// In place of a story the device has never had, while there is no connection: says so, and offers to try again.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { needsConnection, needsConnectionText, needsConnectionTitle } from './offline.css';

type Props = {
  /** The page's main heading (the story page) or a section heading (home, under its own title). */
  headingLevel: 1 | 2;
  onRetry: () => void;
  isRetrying: boolean;
};

export function NeedsConnection({ headingLevel, onRetry, isRetrying }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={needsConnection} role="alert">
      <Heading className={needsConnectionTitle}>{t('offline.needs_connection_title')}</Heading>
      <p className={needsConnectionText}>{t('offline.needs_connection_text')}</p>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {t('offline.retry')}
      </Button>
    </div>
  );
}
