// The month as one list of day cards in 1–4 columns (by the width the calendar has), in date order; a card
// that opens a week (Monday, and the 1st) is marked so the weeks stay visible without breaking the grid.
import { dayKey, readerDayKey, useReaderTimeZone } from '@tales/shared/i18n';
import type { MonthStories } from '@tales/shared/supabase';
import { DayCard } from './DayCard';
import { monthDays, startsWeek } from './month-days';
import type { YearMonth } from './month-query';
import { grid as gridClass } from './calendar.css';

export function MonthGrid({ month, stories, label }: { month: YearMonth; stories: MonthStories; label: string }) {
  const today = readerDayKey(new Date(), useReaderTimeZone());
  return (
    <ol className={gridClass} aria-label={label}>
      {monthDays(month).map((day) => {
        const key = dayKey(day);
        return (
          <DayCard
            key={key}
            day={day}
            story={stories[key]}
            isToday={key === today}
            isFuture={key > today}
            startsWeek={startsWeek(day)}
          />
        );
      })}
    </ol>
  );
}
