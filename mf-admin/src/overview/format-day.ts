// A story's day as the admin reads it: in the admin's time zone and interface language.
import { bcp47, type Language } from '@tales/shared/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lng: Language, zone: string, weekday: boolean): Intl.DateTimeFormat {
  const id = `${lng} ${zone} ${weekday}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(bcp47[lng], {
      timeZone: zone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(weekday ? { weekday: 'short' } : {}),
    });
    formatters.set(id, found);
  }
  return found;
}

/** `26 Nov 2026` (in the language's own order); with the weekday for the schedule. */
export function formatDay(instant: Date, lng: Language, zone: string, weekday = false): string {
  return formatter(lng, zone, weekday).format(instant);
}
