// The month title between previous and next buttons; the title is the page's h1 and announces changes.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { formatMonthParam, type YearMonth } from './month-query';
import {
  chevron as chevronClass,
  eyebrow as eyebrowClass,
  header as headerClass,
  monthTitle as monthTitleClass,
  navRow as navRowClass,
} from './calendar.css';

type MonthNavProps = { title: string; previous: YearMonth; next: YearMonth; onGo: (month: YearMonth) => void };

/** The app shows the other month in place; the browser's own submit is only for a page the app has not taken over yet. */
const stayOnPage = (event: FormEvent) => event.preventDefault();

export function MonthNav({ title, previous, next, onGo }: MonthNavProps) {
  const { t } = useTranslation();
  return (
    <header className={headerClass}>
      <p className={eyebrowClass}>{t('calendar.title')}</p>
      {/* A GET form: a press before the app has started still works, loading the other month's page (?month=…). */}
      <form className={navRowClass} method="get" onSubmit={stayOnPage}>
        <Button
          type="submit"
          name="month"
          value={formatMonthParam(previous)}
          variant="secondary"
          onPress={() => onGo(previous)}
          aria-label={t('calendar.previous_month')}
        >
          <Chevron direction="previous" />
        </Button>
        <h1 className={monthTitleClass} aria-live="polite">
          {title}
        </h1>
        <Button
          type="submit"
          name="month"
          value={formatMonthParam(next)}
          variant="secondary"
          onPress={() => onGo(next)}
          aria-label={t('calendar.next_month')}
        >
          <Chevron direction="next" />
        </Button>
      </form>
    </header>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={chevronClass}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
