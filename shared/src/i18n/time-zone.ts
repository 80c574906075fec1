// The reader's time zone: whose days a page shows (today's story, the calendar's today and month, a story's date).
// In the browser it is the browser's own. The shell's server renders each page for the zone the reader's request
// names; a page rendered for another zone hydrates in that zone and then moves to the browser's, so its markup is
// never thrown away.
import { useSyncExternalStore } from 'react';

import { TIME_ZONE_COOKIE } from '../boot/page-handoff';

/** The cookie the app keeps the browser's zone in, so the server renders the reader's day. */
export { TIME_ZONE_COOKIE };

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * For the next page: the browser's zone in the cookie the server renders by. The app writes it, not the page's head
 * script, because the first `Intl` call of a page loads the locale and zone data (about 50 ms of a phone's CPU),
 * which in the head would hold back the first paint.
 */
export function rememberBrowserTimeZone(zone: string = browserTimeZone()): void {
  const pair = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!document.cookie.split('; ').includes(pair)) document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
}

/** An IANA zone name the platform knows (`Europe/Madrid`, `UTC`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let chosen: string | undefined;
let renderZone: () => string | undefined = () => undefined;
const listeners = new Set<() => void>();

export function readerTimeZone(): string {
  return renderZone() ?? chosen ?? browserTimeZone();
}

/** The browser's pages show `zone`'s days until set back to `undefined` (the browser's own zone). */
export function setReaderTimeZone(zone: string | undefined): void {
  if (zone === chosen) return;
  chosen = zone;
  for (const listener of listeners) listener();
}

/** The server's renderer names the zone of the render in progress (several renders run at once). */
export function setRenderTimeZoneSource(source: () => string | undefined): void {
  renderZone = source;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's zone, re-rendering the component when the page moves to another one. */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(subscribe, readerTimeZone, readerTimeZone);
}

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, zone: string): ZonedParts {
  let format = partFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(zone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The year and month (1–12) `instant` falls in, in the reader's zone. */
export function readerMonth(instant: Date, zone: string = readerTimeZone()): { year: number; month: number } {
  const { year, month } = zonedParts(instant, zone);
  return { year, month };
}

/** `yyyy-MM-dd` of the reader's day `instant` falls on (a story's day, today). */
export function readerDayKey(instant: Date, zone: string = readerTimeZone()): string {
  const { year, month, day } = zonedParts(instant, zone);
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/** `yyyy-MM` of the reader's month `instant` falls in. */
export function readerMonthKey(instant: Date, zone: string = readerTimeZone()): string {
  return readerDayKey(instant, zone).slice(0, 7);
}

/** Whether `instant` falls on the reader's today. */
export function isToday(instant: Date, now: Date = new Date(), zone: string = readerTimeZone()): boolean {
  return readerDayKey(instant, zone) === readerDayKey(now, zone);
}

/** The instant the reader's clock shows `hour`:00 on `year-month-day` (month 1–12; day 32 is the next month's 1st). */
export function atReaderHour(
  year: number,
  month: number,
  day: number,
  hour: number,
  zone: string = readerTimeZone(),
): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), zone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
  };
  const guess = wall - offsetAt(wall);
  // Across a change of offset (summer time) the first guess is off by the change: measured again there.
  return new Date(wall - offsetAt(guess));
}

/** The instant the reader's day `year-month-day` begins (month 1–12; day 32 is the next month's 1st). */
export function startOfReaderDay(year: number, month: number, day: number, zone: string = readerTimeZone()): Date {
  return atReaderHour(year, month, day, 0, zone);
}
