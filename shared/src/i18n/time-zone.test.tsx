import { act, render, screen } from '@testing-library/react';
import {
  isTimeZone,
  isToday,
  readerDayKey,
  readerMonth,
  readerTimeZone,
  rememberBrowserTimeZone,
  setReaderTimeZone,
  setRenderTimeZoneSource,
  startOfReaderDay,
  useReaderTimeZone,
  atReaderHour,
  TIME_ZONE_COOKIE,
} from './time-zone';

afterEach(() => {
  setReaderTimeZone(undefined);
  setRenderTimeZoneSource(() => undefined);
});

describe("the reader's day of an instant", () => {
  // 02:20 UTC on 26 November: still the 25th in Los Angeles, already morning in Shanghai.
  const instant = new Date('2026-11-26T02:20:00Z');

  it('is the day in the named zone, west and east of UTC', () => {
    expect(readerDayKey(instant, 'UTC')).toBe('2026-11-26');
    expect(readerDayKey(instant, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(readerDayKey(instant, 'Asia/Shanghai')).toBe('2026-11-26');
    expect(readerMonth(new Date('2026-12-01T03:00:00Z'), 'America/Los_Angeles')).toEqual({ year: 2026, month: 11 });
  });

  it("tells the reader's today from other days at the edges of the day", () => {
    const now = new Date('2026-11-26T07:59:00Z'); // 23:59 on the 25th in Los Angeles
    expect(isToday(new Date('2026-11-25T08:00:00Z'), now, 'America/Los_Angeles')).toBe(true);
    expect(isToday(new Date('2026-11-26T08:00:00Z'), now, 'America/Los_Angeles')).toBe(false);
    expect(isToday(new Date('2026-11-25T07:59:59Z'), now, 'America/Los_Angeles')).toBe(false);
  });
});

describe('startOfReaderDay', () => {
  it("is the instant the zone's day begins", () => {
    expect(startOfReaderDay(2026, 11, 26, 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(startOfReaderDay(2026, 11, 26, 'America/Los_Angeles').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(startOfReaderDay(2026, 11, 26, 'Asia/Shanghai').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(startOfReaderDay(2026, 12, 1, 'Asia/Kolkata').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('holds across a change to and from summer time, and rolls over into the next month', () => {
    expect(startOfReaderDay(2026, 3, 8, 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfReaderDay(2026, 3, 9, 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfReaderDay(2026, 11, 1, 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfReaderDay(2026, 11, 2, 'America/Los_Angeles').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(startOfReaderDay(2026, 12, 32, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('atReaderHour', () => {
  it("is the instant the zone's clock shows the hour, on either side of the change out of summer time", () => {
    // Madrid leaves summer time (UTC+2 → UTC+1) at 03:00 on 25 October 2026.
    expect(atReaderHour(2026, 10, 24, 7, 'Europe/Madrid').toISOString()).toBe('2026-10-24T05:00:00.000Z');
    expect(atReaderHour(2026, 10, 25, 7, 'Europe/Madrid').toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(atReaderHour(2026, 11, 30, 23, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
});

it('knows a zone name from anything else', () => {
  expect(isTimeZone('Europe/Madrid')).toBe(true);
  expect(isTimeZone('UTC')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('Europe/Madrid; path=/')).toBe(false);
  expect(isTimeZone('x'.repeat(65))).toBe(false);
  expect(isTimeZone(undefined)).toBe(false);
});

describe("the reader's zone", () => {
  function Zone() {
    return <p>{useReaderTimeZone()}</p>;
  }

  it("is the browser's until the page names another, and re-renders what shows it when it moves", () => {
    const own = readerTimeZone();
    setReaderTimeZone('Asia/Shanghai');
    render(<Zone />);
    expect(screen.getByText('Asia/Shanghai')).toBeInTheDocument();
    act(() => setReaderTimeZone(undefined));
    expect(screen.getByText(own)).toBeInTheDocument();
  });

  it("is the render's own on the server, whatever the page chose", () => {
    setReaderTimeZone('Asia/Shanghai');
    setRenderTimeZoneSource(() => 'America/Los_Angeles');
    expect(readerTimeZone()).toBe('America/Los_Angeles');
  });
});

describe("the cookie the server renders the reader's day by", () => {
  const cookieValue = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))
      ?.slice(TIME_ZONE_COOKIE.length + 1);

  it("holds the browser's zone, and a new one once the reader is elsewhere", () => {
    rememberBrowserTimeZone();
    expect(cookieValue()).toBe(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
    rememberBrowserTimeZone('America/Los_Angeles');
    expect(cookieValue()).toBe('America%2FLos_Angeles');
  });
});
