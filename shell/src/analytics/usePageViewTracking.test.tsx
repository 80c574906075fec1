import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { trackPageView } from '@tales/shared/supabase';
import { usePageViewTracking } from './usePageViewTracking';

jest.mock('@tales/shared/supabase', () => ({ trackPageView: jest.fn(async () => true) }));
const track = trackPageView as jest.MockedFunction<typeof trackPageView>;

const holder: { navigate?: NavigateFunction } = {};

function Tracker({ lng }: { lng: string }) {
  usePageViewTracking(lng);
  const navigate = useNavigate();
  useEffect(() => {
    holder.navigate = navigate;
  });
  return null;
}

function renderAt(path: string, lng = 'en') {
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <Tracker lng={lng} />
    </MemoryRouter>
  );
  const view = render(ui);
  const router = { navigate: (to: string) => void holder.navigate?.(to) };
  return { router, view, ui };
}

beforeEach(() => track.mockClear());

it('records one page view per navigation with SPEC page names', async () => {
  const { router } = renderAt('/en');
  await act(() => router.navigate('/en/about'));
  await act(() => router.navigate('/en/story/abc'));
  expect(track.mock.calls.map(([view]) => [view.title, view.path, view.language])).toEqual([
    ['Home', '/en', 'en'],
    ['About', '/en/about', 'en'],
    ['Story View', '/en/story/abc', 'en'],
  ]);
});

it('passes the previous page as referrer', async () => {
  const { router } = renderAt('/es/calendario', 'es');
  await act(() => router.navigate('/es/acerca'));
  expect(track.mock.calls[1][0].referrer).toBe(track.mock.calls[0][0].location);
  expect(track.mock.calls[0][0].location).toMatch(/\/es\/calendario$/);
});

it('does not record the unprefixed path that redirects, nor the same page twice', async () => {
  const { router, view, ui } = renderAt('/calendar');
  expect(track).not.toHaveBeenCalled();
  await act(() => router.navigate('/en/calendar'));
  view.rerender(ui);
  expect(track).toHaveBeenCalledTimes(1);
  expect(track.mock.calls[0][0].title).toBe('Calendar');
});

it('names an unknown page "Not Found"', () => {
  renderAt('/en/nope');
  expect(track.mock.calls[0][0].title).toBe('Not Found');
});

describe('a failing page-view call never disturbs the page', () => {
  it('keeps tracking the next navigations after a call that failed', async () => {
    track.mockResolvedValueOnce(false);
    const { router } = renderAt('/en');
    await act(() => router.navigate('/en/calendar'));
    expect(track.mock.calls.map(([view]) => view.path)).toEqual(['/en', '/en/calendar']);
    expect(track.mock.calls[1][0].referrer).toMatch(/\/en$/);
  });

  it('swallows a call that rejects, and the next navigation is still recorded', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      track.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { router } = renderAt('/fr/calendrier', 'fr');
      await act(() => router.navigate('/fr/a-propos'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(track.mock.calls.map(([view]) => view.title)).toEqual(['Calendar', 'About']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
