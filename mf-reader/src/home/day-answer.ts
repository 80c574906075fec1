// SPEC's story of the day, as the database's story_of_the_day applies it: the first story published within the
// reader's day, else the most recent one before it. With the publish times of its neighbours, a day's answer can
// be checked against another day's bounds without asking the database again.
import { readerDayKey, startOfReaderDay } from '@tales/shared/i18n';

/** Publish times (ISO) of the stories just before and after a day's story; null at either end. */
export type StoryNeighbours = { previous: string | null; next: string | null };

/** The instants the reader's day of `now` starts and ends, in `zone`. */
export function readerDayBounds(now: Date, zone: string): { start: Date; end: Date } {
  const [year, month, day] = readerDayKey(now, zone).split('-').map(Number);
  return { start: startOfReaderDay(year, month, day, zone), end: startOfReaderDay(year, month, day + 1, zone) };
}

/** Whether the story published at `publishedAt`, between `neighbours`, is the story of the day `start`–`end`. */
export function answersDay(publishedAt: Date, neighbours: StoryNeighbours, { start, end }: { start: Date; end: Date }) {
  const at = publishedAt.getTime();
  const previous = neighbours.previous === null ? -Infinity : Date.parse(neighbours.previous);
  const next = neighbours.next === null ? Infinity : Date.parse(neighbours.next);
  // Within the day: the first of it when nothing came earlier that day.
  if (at >= start.getTime() && at < end.getTime()) return previous < start.getTime();
  // Before the day: the latest before it when nothing came until the day's end.
  return at < start.getTime() && next >= end.getTime();
}
