// Calendar (SPEC §2): the month's title with previous/next, and a card for every day, grouped in Monday weeks.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, useReaderTimeZone } from '@tales/shared/i18n';
import { visuallyHidden } from '@tales/shared/ui';
import { useMonthStories } from './CalendarPage.data';
import { formatMonthParam, parseMonthParam, shiftMonth, type YearMonth } from './month-query';
import { MonthError } from './MonthError';
import { MonthGrid } from './MonthGrid';
import { MonthNav } from './MonthNav';
import { monthTitle } from './month-title';
import { SkeletonGrid } from './SkeletonGrid';
import { page as pageClass } from './calendar.css';

function CalendarPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Without ?month= the reader's current month: the page re-renders when it moves to the reader's zone.
  useReaderTimeZone();
  const shown = parseMonthParam(params.get('month'));
  const { data: stories, error, isValidating, retry } = useMonthStories(shown.year, shown.month);

  const title = monthTitle(t, shown, toLanguage(i18n.language) ?? fallbackLanguage);
  const goTo = (next: YearMonth) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', formatMonthParam(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className={pageClass}>
      <MonthNav title={title} previous={shiftMonth(shown, -1)} next={shiftMonth(shown, 1)} onGo={goTo} />
      {/* A month already on screen stays there when a background refresh fails; the error shows only without one. */}
      {stories === undefined && error ? (
        <MonthError onRetry={retry} isRetrying={isValidating} />
      ) : stories === undefined ? (
        <div aria-busy="true">
          <p className={visuallyHidden} role="status">
            {t('calendar.loading')}
          </p>
          <SkeletonGrid />
        </div>
      ) : (
        <MonthGrid month={shown} stories={stories} label={title} />
      )}
    </div>
  );
}

export default CalendarPage satisfies ExposedComponent<'calendar', './CalendarPage'>;
