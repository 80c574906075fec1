// Said in place of the ways to give while the owner has set none of them.
import { useTranslation } from 'react-i18next';
import { Card } from '@tales/shared/ui';
import { muted } from '../ui/text.css';

export function NotSetUp() {
  const { t } = useTranslation();
  return (
    <Card>
      <p className={muted}>{t('donate.not_set_up')}</p>
    </Card>
  );
}
