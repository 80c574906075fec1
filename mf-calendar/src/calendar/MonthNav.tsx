// The month title between previous and next buttons; the title is the page's h1 and announces changes.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { chevron as chevronClass, eyebrow as eyebrowClass, header as headerClass, monthTitle as monthTitleClass, navRow as navRowClass } from './calendar.css';

type MonthNavProps = { title: string; onPrevious: () => void; onNext: () => void };

export function MonthNav({ title, onPrevious, onNext }: MonthNavProps) {
  const { t } = useTranslation();
  return (
    <header className={headerClass}>
      <p className={eyebrowClass}>{t('calendar.title')}</p>
      <div className={navRowClass}>
        <Button variant="secondary" onPress={onPrevious} aria-label={t('calendar.previous_month')}>
          <Chevron direction="previous" />
        </Button>
        <h1 className={monthTitleClass} aria-live="polite">
          {title}
        </h1>
        <Button variant="secondary" onPress={onNext} aria-label={t('calendar.next_month')}>
          <Chevron direction="next" />
        </Button>
      </div>
    </header>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={chevronClass} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
