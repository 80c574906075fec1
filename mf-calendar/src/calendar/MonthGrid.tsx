// The month as a list of Monday-first weeks, each a labelled list of day cards.
import { useTranslation } from 'react-i18next';
import { bcp47, dayKey, isToday, toLanguage } from '@tales/shared/i18n';
import type { MonthStories } from '@tales/shared/supabase';
import { DayCard } from './DayCard';
import { monthWeeks } from './month-weeks';
import type { YearMonth } from './month-query';
import { grid as gridClass, week as weekClass, weekHeading as weekHeadingClass, weeks as weeksClass } from './calendar.css';

/** "February 1 – 7", "1–7 de febrero", "2月1日至7日": the language's own way of writing a day range. */
function weekRange(days: Date[], lng: string): string {
  const formatter = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long' });
  const first = days[0];
  const last = days[days.length - 1];
  const text = days.length === 1 ? formatter.format(first) : formatter.formatRange(first, last);
  // ICU versions differ in the spaces they put around the dash (thin, narrow no-break, plain): one kind, so the
  // server's heading (Node's ICU) and the browser's read alike.
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

export function MonthGrid({ month, stories }: { month: YearMonth; stories: MonthStories }) {
  const { i18n } = useTranslation();
  const lng = bcp47[toLanguage(i18n.language) ?? 'en'];
  return (
    <ol className={weeksClass}>
      {monthWeeks(month).map((days) => {
        const headingId = `week-${dayKey(days[0])}`;
        return (
          <li key={headingId} className={weekClass}>
            <h2 id={headingId} className={weekHeadingClass}>
              {weekRange(days, lng)}
            </h2>
            <ul className={gridClass} aria-labelledby={headingId}>
              {days.map((day) => (
                <DayCard key={day.getDate()} day={day} story={stories[dayKey(day)]} isToday={isToday(day)} />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
