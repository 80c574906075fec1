// The page the server rendered: its data goes into the cache and its markup is hydrated, whatever zone it was made
// for; a page made for another zone than the reader's hydrates in that zone and then moves to the reader's.
import { render } from '@testing-library/react';
import { getPageCache, HANDOFF_ELEMENT_ID, serializeHandoff } from '@tales/shared/data';
import { browserTimeZone, readerTimeZone, setReaderTimeZone } from '@tales/shared/i18n';
import { HydrationMark, PAGE_HYDRATED_MARK, SERVER_PAGE_MARK, takeServerPage } from './hydration';

const OTHER_ZONE = browserTimeZone() === 'Pacific/Kiritimati' ? 'America/Los_Angeles' : 'Pacific/Kiritimati';

function serverPage(timeZone: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><p>The Lighthouse</p></div><script id="${HANDOFF_ELEMENT_ID}" type="application/json">${serializeHandoff(
    { entries: { 'story:lighthouse': { data: { id: 'lighthouse' }, savedAt: Date.now() } }, timeZone },
  )}</script>`;
  return document.getElementById('root') as HTMLElement;
}

// jsdom's performance has no marks: the page's are recorded here.
const mark = jest.fn();
beforeAll(() => Object.defineProperty(performance, 'mark', { configurable: true, value: mark }));
afterEach(() => {
  setReaderTimeZone(undefined);
  mark.mockClear();
});

it("hydrates a page made for the reader's zone, with the server's answers in the cache", () => {
  const root = serverPage(browserTimeZone());
  expect(takeServerPage(root)).toBe(true);
  expect(root).toHaveTextContent('The Lighthouse');
  expect(getPageCache().get('story:lighthouse')?.data).toEqual({ id: 'lighthouse' });
  expect(document.getElementById(HANDOFF_ELEMENT_ID)).toBeNull();
  expect(readerTimeZone()).toBe(browserTimeZone());
});

it("hydrates a page made for another zone in that zone, then moves to the reader's once hydrated", () => {
  const root = serverPage(OTHER_ZONE);
  expect(takeServerPage(root)).toBe(true);
  expect(root).toHaveTextContent('The Lighthouse');
  expect(readerTimeZone()).toBe(OTHER_ZONE);
  expect(mark).toHaveBeenCalledWith(SERVER_PAGE_MARK, { detail: { timeZone: OTHER_ZONE } });
  render(
    <HydrationMark>
      <p>app</p>
    </HydrationMark>,
  );
  expect(readerTimeZone()).toBe(browserTimeZone());
  expect(mark).toHaveBeenCalledWith(PAGE_HYDRATED_MARK);
});

it('renders in the browser when the page carries no hand-off', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(takeServerPage(document.getElementById('root') as HTMLElement)).toBe(false);
});
