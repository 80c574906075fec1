// The month as one list of day cards in 1–4 columns (by the width the calendar has), in date order; a card
// that opens a week (Monday, and the 1st) is marked so the weeks stay visible without breaking the grid.
import { dayKey, isToday } from '@tales/shared/i18n';
import type { MonthStories } from '@tales/shared/supabase';
import { DayCard } from './DayCard';
import { monthDays, startsWeek } from './month-days';
import type { YearMonth } from './month-query';
import { grid as gridClass } from './calendar.css';

export function MonthGrid({ month, stories, label }: { month: YearMonth; stories: MonthStories; label: string }) {
  const today = dayKey(new Date());
  return (
    <ol className={gridClass} aria-label={label}>
      {monthDays(month).map((day) => {
        const key = dayKey(day);
        return (
          <DayCard
            key={key}
            day={day}
            story={stories[key]}
            isToday={isToday(day)}
            isFuture={key > today}
            startsWeek={startsWeek(day)}
          />
        );
      })}
    </ol>
  );
}
