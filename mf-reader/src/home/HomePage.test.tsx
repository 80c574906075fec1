import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { subDays } from 'date-fns';
import type { Story } from '@tales/shared/supabase';
import { useStoryOfTheDay } from './HomePage.data';
import { renderWithProviders, makeStory } from '@tales/testing';
import HomePage from './HomePage';

jest.mock('./HomePage.data', () => ({ useStoryOfTheDay: jest.fn() }));

const mockedHook = useStoryOfTheDay as jest.MockedFunction<typeof useStoryOfTheDay>;

function hookReturns(
  state: { data?: unknown; error?: Error; isLoading?: boolean; isValidating?: boolean },
  mutate = jest.fn(),
) {
  mockedHook.mockReturnValue({
    data: state.data,
    error: state.error,
    isLoading: state.isLoading ?? false,
    isValidating: state.isValidating ?? false,
    mutate,
  } as unknown as ReturnType<typeof useStoryOfTheDay>);
  return mutate;
}

describe('HomePage', () => {
  it('shows a skeleton card (busy) while loading', async () => {
    hookReturns({ isLoading: true });
    const { container } = await renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Story of the day' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toHaveAccessibleName('Loading the story of the day…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that refetches', async () => {
    const mutate = hookReturns({ error: new Error('boom') });
    await renderWithProviders(<HomePage />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the story of the day.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('keeps the error (not the skeleton) while a retry is under way, with the button pending', async () => {
    const mutate = hookReturns({ error: new Error('boom'), isLoading: true, isValidating: true });
    const { container } = await renderWithProviders(<HomePage />, { language: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger l’histoire du jour.');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('keeps the story on screen when a background refresh fails', async () => {
    hookReturns({ data: makeStory(), error: new Error('boom') });
    await renderWithProviders(<HomePage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Lighthouse Keeper' })).toBeInTheDocument();
  });

  describe("when the reader's day has another story than the page had", () => {
    let renderAgain = () => {};
    function RendersAgain() {
      const [, setRenders] = useState(0);
      renderAgain = () => setRenders((n) => n + 1);
      return <HomePage />;
    }
    const showStory = (story: Story) => {
      hookReturns({ data: story });
      act(() => renderAgain());
    };
    const storyRegion = () => screen.getByRole('region', { name: "Today's story" });

    it('shows it as a new section, so nothing already on screen moves', async () => {
      hookReturns({ data: makeStory({ id: 'server-day' }) });
      await renderWithProviders(<RendersAgain />);
      const serverDay = storyRegion();
      showStory(makeStory({ id: 'reader-day' }));
      expect(serverDay).not.toBeInTheDocument();
      const readerDay = storyRegion();
      showStory(makeStory({ id: 'reader-day', hashtags: ['#again'] }));
      expect(readerDay).toBeInTheDocument();
    });

    it('gives the new section the focus the replaced one held', async () => {
      hookReturns({ data: makeStory({ id: 'server-day' }) });
      await renderWithProviders(<RendersAgain />);
      within(storyRegion()).getAllByRole('link')[0].focus();
      showStory(makeStory({ id: 'reader-day' }));
      expect(storyRegion()).toHaveFocus();
    });

    it('leaves the focus alone when it was elsewhere', async () => {
      hookReturns({ data: makeStory({ id: 'server-day' }) });
      await renderWithProviders(<RendersAgain />);
      showStory(makeStory({ id: 'reader-day' }));
      expect(storyRegion()).not.toHaveFocus();
    });
  });

  it('says so when no story has been published yet', async () => {
    hookReturns({ data: null });
    await renderWithProviders(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('No story has been published yet.');
  });

  it('shows the no-translation state when neither the language nor Spanish has text', async () => {
    hookReturns({ data: makeStory({ translations: { fr: { title: 'Seulement', content: 'Texte.', summary: '' } } }) });
    await renderWithProviders(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent("This story isn't available in your language yet.");
  });

  it("shows today's story with its long date and no disclaimer note", async () => {
    const today = new Date(2026, 9, 14, 9);
    jest.useFakeTimers({
      now: new Date(2026, 9, 14, 12),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
      ],
    });
    hookReturns({ data: makeStory({ publishDate: today }) });
    await renderWithProviders(<HomePage />);
    expect(screen.getByText('October 14th, 2026')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Lighthouse Keeper' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("notes when the story is not today's, with the date in the reader's language", async () => {
    hookReturns({ data: makeStory({ publishDate: subDays(new Date(), 2) }) });
    await renderWithProviders(<HomePage />, { language: 'es' });
    const section = screen.getByRole('region', { name: 'El cuento de hoy' });
    expect(within(section).getByRole('note')).toHaveTextContent('Todavía no hay cuento nuevo para hoy');
    expect(await within(section).findByText(/ de \w+ de \d{4}/)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 2, name: 'El farero' })).toBeInTheDocument();
  });

  it('shows the house ad above and below the story when no ad provider is configured', async () => {
    hookReturns({ data: makeStory() });
    await renderWithProviders(<HomePage />);
    const ads = screen.getAllByRole('complementary', { name: 'Advertisement' });
    expect(ads).toHaveLength(2);
    for (const ad of ads)
      expect(within(ad).getByRole('link', { name: 'Support Tales' })).toHaveAttribute('href', '/en/donate');
  });

  describe('without a connection', () => {
    let onLine: jest.SpyInstance<boolean, []>;
    beforeEach(() => {
      onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => onLine.mockRestore());

    it('shows the story of the day the device has, with a small offline notice', async () => {
      hookReturns({ data: makeStory(), error: new TypeError('Failed to fetch') });
      await renderWithProviders(<HomePage />, { language: 'de' });
      expect(screen.getByRole('article', { name: 'Der Leuchtturmwärter' })).toBeInTheDocument();
      expect(
        screen.getByText('Du bist offline. Das ist die auf diesem Gerät gespeicherte Fassung.'),
      ).toBeInTheDocument();
    });

    it('says the story of the day needs a connection when the device has none, and retries on request', async () => {
      const mutate = hookReturns({ isLoading: true });
      await renderWithProviders(<HomePage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Story of the day' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: "This story isn't on your device yet" }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(mutate).toHaveBeenCalledTimes(1);
    });
  });
});
