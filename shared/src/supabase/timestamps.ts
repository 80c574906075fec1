// Timestamps may arrive as a Date, an ISO string, an object with toDate(), or {seconds, nanoseconds} (SPEC §3).
export const DATE_NOT_AVAILABLE = 'Date not available';

type WithToDate = { toDate: () => Date };
type SecondsNanos = { seconds: number; nanoseconds?: number };

export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else if (typeof value === 'object' && typeof (value as WithToDate).toDate === 'function')
    date = (value as WithToDate).toDate();
  else if (typeof value === 'object' && typeof (value as SecondsNanos).seconds === 'number') {
    const { seconds, nanoseconds = 0 } = value as SecondsNanos;
    date = new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6));
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Formats with the given formatter, or 'Date not available' when the timestamp is missing or invalid. */
export function formatTimestamp(value: unknown, format: (date: Date) => string): string {
  const date = toDate(value);
  return date ? format(date) : DATE_NOT_AVAILABLE;
}
