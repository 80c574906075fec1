// What the page itself records while it loads: paint and layout-shift entries, long tasks, and when the
// page's main text is first in the document (and the frame after, when it can be on screen). Kept as a plain
// script string, so nothing the TypeScript runner adds to functions has to exist in the page.

/** What `collectProbe` reads back; times in ms since navigation start. */
export type ProbeReadings = {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: { start: number; value: number; hadRecentInput: boolean }[];
  longTasks: { start: number; duration: number }[];
  textAt: number | null;
  textFrameAt: number | null;
  hydratedAt: number | null;
  /** The zone the server made the page for, when the page hydrated it; null when the browser rendered it. */
  serverPageZone: string | null;
  lastLongTaskEnd: number;
  now: number;
  timeOrigin: number;
};

/** The mark the shell sets when hydration has finished (the page answers input from then on). */
export const hydratedMark = 'tales:hydrated';
/** The mark the shell sets when it hydrates the server's page (its detail names the zone the page was made for). */
export const serverPageMark = 'tales:server-page';

/** An init script that starts recording before the page's first byte is parsed; `selector` is its main text. */
export function probeScript(selector: string): string {
  return `(() => {
  const probe = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [], textAt: null, textFrameAt: null, lastLongTaskEnd: 0 };
  Object.defineProperty(window, '__talesBench', { value: probe });
  const observe = (type, each) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true }); } catch (e) {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') probe.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    probe.lcp = e.startTime;
    const el = e.element;
    probe.lcpElement = el ? el.tagName.toLowerCase() + (el.textContent ? ' "' + el.textContent.trim().slice(0, 40) + '"' : e.url ? ' ' + e.url : '') : null;
  });
  observe('layout-shift', (e) => probe.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }));
  observe('longtask', (e) => {
    probe.longTasks.push({ start: e.startTime, duration: e.duration });
    probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, e.startTime + e.duration);
  });
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (probe.textAt !== null) return true;
    const el = document.querySelector(selector);
    if (!el || !el.textContent || !el.textContent.trim()) return false;
    probe.textAt = performance.now();
    requestAnimationFrame(() => { probe.textFrameAt = performance.now(); });
    return true;
  };
  if (!check()) {
    const watcher = new MutationObserver(() => { if (check()) watcher.disconnect(); });
    watcher.observe(document, { childList: true, subtree: true, characterData: true });
  }
})();`;
}

/** Reads the recording back (run in the page once it has settled). */
export const collectProbe = `(() => {
  const probe = window.__talesBench;
  const mark = performance.getEntriesByName(${JSON.stringify(hydratedMark)}, 'mark')[0];
  const serverPage = performance.getEntriesByName(${JSON.stringify(serverPageMark)}, 'mark')[0];
  const serverPageZone = serverPage && serverPage.detail ? serverPage.detail.timeZone : null;
  return { ...probe, hydratedAt: mark ? mark.startTime : null, serverPageZone, now: performance.now(), timeOrigin: performance.timeOrigin };
})()`;
