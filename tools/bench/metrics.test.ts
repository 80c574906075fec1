import {
  cumulativeLayoutShift,
  medianPairedRatio,
  medianRun,
  requestRounds,
  totalBlockingTime,
  type TimedRequest,
} from './metrics';

const req = (id: string, start: number, end?: number, url = `http://site/${id}`): TimedRequest => ({
  id,
  url,
  start,
  end,
});

describe('requestRounds', () => {
  it('puts requests sent together in one round and one sent after an answer a round later', () => {
    const rounds = requestRounds([
      req('html', 0, 100),
      req('a.js', 110, 300),
      req('b.js', 112, 250),
      req('data', 310, 400),
    ]);
    expect(Object.fromEntries(rounds)).toEqual({ html: 1, 'a.js': 2, 'b.js': 2, data: 3 });
  });

  it('does not count a request that was still in flight or never finished', () => {
    const rounds = requestRounds([req('html', 0, 100), req('slow', 5), req('late', 50, 500), req('next', 200, 250)]);
    expect(rounds.get('next')).toBe(2);
    expect(rounds.get('slow')).toBe(1);
  });

  it('orders by start time whatever order the requests come in', () => {
    const rounds = requestRounds([req('c', 300, 400), req('a', 0, 100), req('b', 150, 250)]);
    expect(Object.fromEntries(rounds)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('lets sidelined requests (page views, cache hits) never push a later request back', () => {
    const requests = [
      req('html', 0, 100),
      req('views', 110, 120, 'http://api/rest/v1/rpc/record_page_view'),
      req('cached', 130, 131),
      req('after', 200, 300),
    ];
    const rounds = requestRounds(requests, (r) => r.url.includes('record_page_view') || r.id === 'cached');
    expect(rounds.get('views')).toBe(2);
    expect(rounds.get('cached')).toBe(2);
    expect(rounds.get('after')).toBe(2);
    expect(requestRounds(requests).get('after')).toBe(4);
  });
});

describe('totalBlockingTime', () => {
  it('sums what each long task after FCP blocks beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          { start: 1000, duration: 120 },
          { start: 2000, duration: 60 },
        ],
        500,
      ),
    ).toBe(70 + 10);
  });

  it('ignores tasks that end before FCP and short ones', () => {
    expect(
      totalBlockingTime(
        [
          { start: 0, duration: 400 },
          { start: 600, duration: 50 },
          { start: 700, duration: 30 },
        ],
        500,
      ),
    ).toBe(0);
  });

  it('counts only the part of a task after FCP', () => {
    expect(totalBlockingTime([{ start: 400, duration: 200 }], 500)).toBe(50);
    expect(totalBlockingTime([{ start: 450, duration: 120 }], 500)).toBe(20);
    expect(totalBlockingTime([{ start: 480, duration: 60 }], 500)).toBe(0);
  });

  it('stops at the end of the window', () => {
    expect(
      totalBlockingTime(
        [
          { start: 900, duration: 300 },
          { start: 1500, duration: 300 },
        ],
        0,
        1000,
      ),
    ).toBe(50);
  });
});

describe('cumulativeLayoutShift', () => {
  const shift = (start: number, value: number, hadRecentInput = false) => ({ start, value, hadRecentInput });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums shifts less than a second apart into one window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(900, 0.05), shift(1800, 0.02)])).toBeCloseTo(0.12);
  });

  it('takes the largest window, not the sum of all', () => {
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(1500, 0.2), shift(3000, 0.1)])).toBeCloseTo(0.2);
  });

  it('closes a window after 5 s even when shifts keep coming', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.3, true), shift(200, 0.01)])).toBeCloseTo(0.01);
  });
});

describe('medianRun', () => {
  const run = (lcp: number | null) => ({ lcp });

  it('picks the run in the middle by the figure', () => {
    expect(medianRun([run(900), run(3000), run(1200)], (r) => r.lcp)).toEqual(run(1200));
  });

  it('takes the lower middle of an even count and ranks runs without the figure last', () => {
    expect(medianRun([run(null), run(1000), run(800), run(null)], (r) => r.lcp)).toEqual(run(1000));
    expect(medianRun([run(700)], (r) => r.lcp)).toEqual(run(700));
  });

  it('needs a run', () => {
    expect(() => medianRun([], () => 1)).toThrow('at least one run');
  });
});

describe('medianPairedRatio', () => {
  it('takes the median of the ratios within each pair, not the ratio of the medians', () => {
    // The pairs say 1.5, 1.0 and 0.9; the medians taken apart (600 and 500) would say 1.2.
    const pairs = [
      [600, 400],
      [800, 800],
      [450, 500],
    ] as const;
    expect(medianPairedRatio(pairs)).toBe(1);
  });

  it('ranks a pair missing a figure as the worst ratio, and gives nothing when most pairs miss one', () => {
    expect(
      medianPairedRatio([
        [600, 500],
        [null, 500],
        [500, 500],
      ]),
    ).toBe(1.2);
    expect(
      medianPairedRatio([
        [600, 500],
        [null, 500],
        [500, null],
      ]),
    ).toBeNull();
    expect(medianPairedRatio([])).toBeNull();
  });
});
