// A story's publish date as a long date in the reader's language ("February 1st, 2021", "1 de febrero de 2021").
import { formatDate, useDateLocale } from '@tales/shared/i18n';
import { formatTimestamp } from '@tales/shared/supabase';

export function useLongDate(): (date: Date | null | undefined) => string {
  const locale = useDateLocale();
  return (date) => formatTimestamp(date, (d) => formatDate(d, 'PPP', locale));
}
