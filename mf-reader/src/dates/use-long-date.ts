// A story's publish date as a long date in the reader's language ("February 1st, 2021", "1 de febrero de 2021"),
// on the reader's day: the component re-renders when the page moves to the reader's zone.
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, longDate, toLanguage, useReaderTimeZone } from '@tales/shared/i18n';
import { formatTimestamp } from '@tales/shared/supabase';

export function useLongDate(): (date: Date | null | undefined) => string {
  const { i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  useReaderTimeZone();
  return (date) => formatTimestamp(date, (d) => longDate(d, lng));
}
