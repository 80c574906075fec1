import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { useLocation } from 'react-router-dom';
import { useMonthStories } from './CalendarPage.data';
import { renderWithProviders, makeDayStory } from '@tales/testing';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import type { MonthStories } from '@tales/shared/supabase';
import CalendarPage from './CalendarPage';

jest.mock('./CalendarPage.data', () => ({ useMonthStories: jest.fn() }));
const mockedHook = useMonthStories as jest.MockedFunction<typeof useMonthStories>;

function monthReturns(
  data: MonthStories | undefined,
  { error, isValidating = false }: { error?: Error; isValidating?: boolean } = {},
) {
  const retry = jest.fn();
  mockedHook.mockReturnValue({ data, error, isValidating, retry });
  return retry;
}

function storiesOn(...days: Date[]): MonthStories {
  return Object.fromEntries(days.map((d) => [format(d, 'yyyy-MM-dd'), makeDayStory(d)]));
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const dayItems = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-day'));

describe('CalendarPage', () => {
  it('shows 30 skeleton cards while the month loads', async () => {
    monthReturns(undefined);
    const { container } = await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-02' });
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(30);
    expect(screen.getByRole('status')).toHaveTextContent("Loading the month's stories…");
  });

  it('says the month could not be loaded, instead of a skeleton, and retries on request', async () => {
    const retry = monthReturns(undefined, { error: new Error('fetch failed') });
    const { container } = await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-02' });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this month's stories.");
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'February 2021' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the error in place with a pending retry button while retrying', async () => {
    const retry = monthReturns(undefined, { error: new Error('fetch failed'), isValidating: true });
    const { container } = await renderWithProviders(<CalendarPage />, {
      route: '/es/calendario?month=2021-02',
      language: 'es',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los cuentos de este mes.');
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
  });

  it('keeps a month already on screen when a background refresh fails', async () => {
    const day = new Date(2021, 1, 3, 12);
    monthReturns(storiesOn(day), { error: new Error('fetch failed') });
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-02' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dayItems()[2]).getByRole('link', { name: 'Story 3' })).toBeInTheDocument();
  });

  it('can move to another month from the error state', async () => {
    monthReturns(undefined, { error: new Error('fetch failed') });
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-02' });
    monthReturns({});
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(mockedHook).toHaveBeenLastCalledWith(2021, 3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dayItems()).toHaveLength(31);
  });

  it("names the other months in its buttons' GET form, so a press before the app has started loads that month's page", async () => {
    monthReturns({});
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-01' });
    for (const [name, month] of [
      ['Previous month', '2020-12'],
      ['Next month', '2021-02'],
    ]) {
      const button = screen.getByRole<HTMLButtonElement>('button', { name });
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.form).toHaveAttribute('method', 'get');
      expect([button.name, button.value]).toEqual(['month', month]);
    }
  });

  it('titles the month from the query and lists every day in one list, marking where Monday weeks start', async () => {
    monthReturns({});
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-08' });
    expect(mockedHook).toHaveBeenLastCalledWith(2021, 8);
    expect(screen.getByRole('heading', { level: 1, name: 'August 2021' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'August 2021' })).getAllByRole('listitem')).toHaveLength(31);
    expect(dayItems()).toHaveLength(31);
    expect(within(dayItems()[0]).getByText('Sunday')).toBeInTheDocument();
    expect(within(dayItems()[1]).getByText('Monday')).toBeInTheDocument();
    expect(
      dayItems()
        .filter((li) => li.hasAttribute('data-week-start'))
        .map((li) => li.getAttribute('data-day')),
    ).toEqual(['2021-08-01', '2021-08-02', '2021-08-09', '2021-08-16', '2021-08-23', '2021-08-30']);
    expect(within(dayItems()[0]).getByText('No story this day')).toBeInTheDocument();
  });

  it('says a day still to come has its story coming, not that it has none', async () => {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    monthReturns({});
    await renderWithProviders(<CalendarPage />, { route: `/en/calendar?month=${format(next, 'yyyy-MM')}` });
    for (const card of dayItems()) {
      expect(card).toHaveAttribute('data-future');
      expect(within(card).getByText('Story coming')).toBeInTheDocument();
    }
  });

  it('shows a story day with title, weekday, badges and summary, linking to the localized story', async () => {
    const day = new Date(2021, 1, 3, 12);
    monthReturns(storiesOn(day));
    await renderWithProviders(<CalendarPage />, { route: '/es/calendario?month=2021-02', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: /febrero 2021/i })).toBeInTheDocument();
    const card = dayItems()[2];
    expect(within(card).getByText('miércoles')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cuento 3' })).toHaveAttribute(
      'href',
      `/es/cuento/${makeDayStory(day).id}`,
    );
    expect(within(card).getByRole('list', { name: 'Géneros' })).toHaveTextContent('Fábula');
    expect(within(card).getByText('Resumen 3')).toBeInTheDocument();
  });

  it('falls back to Spanish for a language without text, and says so', async () => {
    const day = new Date(2021, 1, 5, 12);
    monthReturns(storiesOn(day));
    await renderWithProviders(<CalendarPage />, { route: '/ru/calendar?month=2021-02', language: 'ru' });
    const card = dayItems()[4];
    expect(within(card).getByRole('link', { name: 'Cuento 5' })).toBeInTheDocument();
    expect(within(card).getByText('Показан на испанском')).toBeInTheDocument();
  });

  it('rings today and marks it aria-current="date"', async () => {
    const today = new Date();
    monthReturns({});
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar' });
    const current = dayItems().filter((li) => li.getAttribute('aria-current') === 'date');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('data-day', format(today, 'yyyy-MM-dd'));
    expect(within(current[0]).getByText('Today')).toBeInTheDocument();
  });

  it('falls back to the current month for an invalid query', async () => {
    monthReturns({});
    await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-13' });
    const now = new Date();
    expect(mockedHook).toHaveBeenLastCalledWith(now.getFullYear(), now.getMonth() + 1);
  });

  it('moves to the previous and next month, keeping it in the URL', async () => {
    monthReturns({});
    await renderWithProviders(
      <>
        <CalendarPage />
        <Where />
      </>,
      { route: '/en/calendar?month=2021-01' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('December 2020');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/calendar?month=2020-12');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('February 2021');
    expect(dayItems()).toHaveLength(28);
  });

  it.each([
    [2024, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
    [2023, 2, 28],
  ])('%i-%i shows %i day cards', async (year, month, days) => {
    monthReturns({});
    await renderWithProviders(<CalendarPage />, {
      route: `/en/calendar?month=${year}-${String(month).padStart(2, '0')}`,
    });
    expect(dayItems()).toHaveLength(days);
  });

  describe('for admins', () => {
    afterEach(() => useAuthStore.setState({ ...signedOutState }));

    it('marks a future story as scheduled and offers to edit each story, linking to the localized edit route', async () => {
      const next = new Date();
      next.setMonth(next.getMonth() + 1, 10);
      next.setHours(12, 0, 0, 0);
      const past = new Date(next.getFullYear(), next.getMonth() - 2, 10, 12);
      useAuthStore.setState({ isAdmin: true });
      monthReturns(storiesOn(next));
      await renderWithProviders(<CalendarPage />, {
        route: `/de/kalender?month=${format(next, 'yyyy-MM')}`,
        language: 'de',
      });
      const card = dayItems()[9];
      expect(within(card).getByText('Geplant')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Geschichte bearbeiten: Cuento 10' })).toHaveAttribute(
        'href',
        `/de/admin/geschichte-bearbeiten/${makeDayStory(next).id}`,
      );

      monthReturns(storiesOn(past));
      await renderWithProviders(<CalendarPage />, {
        route: `/de/kalender?month=${format(past, 'yyyy-MM')}`,
        language: 'de',
      });
      expect(screen.getAllByRole('link', { name: /^Geschichte bearbeiten/ }).length).toBeGreaterThan(0);
      expect(screen.queryAllByText('Geplant')).toHaveLength(1); // only the first render's future story
    });

    it('shows readers neither the edit action nor a scheduled mark', async () => {
      const day = new Date(2021, 1, 3, 12);
      monthReturns(storiesOn(day));
      await renderWithProviders(<CalendarPage />, { route: '/en/calendar?month=2021-02' });
      expect(screen.queryByRole('link', { name: /^Edit story/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Scheduled')).not.toBeInTheDocument();
    });
  });
});
