import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useStory } from './StoryPage.data';
import { useStoryOnward, type StoryOnward } from './onward/StoryOnward.data';
import { setupI18n, makeStory, previewOf } from '@tales/testing';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import type { Language } from '@tales/shared/i18n';
import { readDeviceHistory } from '../library/device-history';
import StoryPage from './StoryPage';

jest.mock('./StoryPage.data', () => ({ useStory: jest.fn() }));
// The signed-in reader's chunk (favourite button, history) stands in for itself: its own tests cover it.
jest.mock('../library/StoryLibrary', () => ({
  __esModule: true,
  default: ({ storyId }: { storyId: string }) => <p>library of {storyId}</p>,
}));
jest.mock('./onward/StoryOnward.data', () => ({ useStoryOnward: jest.fn() }));

const mockedHook = useStory as jest.MockedFunction<typeof useStory>;
const mockedOnward = useStoryOnward as jest.MockedFunction<typeof useStoryOnward>;

function onwardIs(data: StoryOnward | undefined) {
  const mutate = jest.fn();
  mockedOnward.mockReturnValue({ data, mutate } as unknown as ReturnType<typeof useStoryOnward>);
  return mutate;
}

beforeEach(() => onwardIs(undefined));
const ID = '3f1c2b7e-0000-4000-8000-000000000001';

function hookReturns(state: { data?: unknown; error?: Error; isLoading?: boolean; isValidating?: boolean }) {
  const mutate = jest.fn();
  mockedHook.mockReturnValue({ isLoading: false, isValidating: false, mutate, ...state } as unknown as ReturnType<
    typeof useStory
  >);
  return mutate;
}

async function renderAt(path: string, { language = 'en', state }: { language?: Language; state?: unknown } = {}) {
  await setupI18n(language);
  const page = () => (
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/en/story/:storyId" element={<StoryPage />} />
        <Route path="/es/cuento/:storyId" element={<StoryPage />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(page());
  /** Renders the page again, as when the story query answers. */
  const again = () => view.rerender(page());
  return { ...view, again };
}

describe('StoryPage', () => {
  it('shows a loading heading and skeleton while the story loads', async () => {
    hookReturns({ isLoading: true });
    await renderAt(`/en/story/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading the story…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows not found with its description and a calendar link', async () => {
    hookReturns({ data: null });
    await renderAt('/en/story/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or isn't published yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the calendar' })).toHaveAttribute('href', '/en/calendar');
  });

  it('says the story could not be loaded, with a retry that refetches, and never claims it does not exist', async () => {
    const mutate = hookReturns({ error: new Error('fetch failed') });
    const mutateOnward = onwardIs(undefined);
    await renderAt(`/en/story/${ID}`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this story.");
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this story." })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Story not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the calendar/ })).toHaveAttribute('href', '/en/calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    // What the page offers onward failed with it, and is asked again with it.
    expect(mutateOnward).toHaveBeenCalledTimes(1);
  });

  it('keeps the error (not the skeleton) while a retry is under way, with the button pending', async () => {
    const mutate = hookReturns({ error: new Error('fetch failed'), isLoading: true, isValidating: true });
    await renderAt(`/es/cuento/${ID}`, { language: 'es' });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar este cuento.');
    expect(screen.queryByRole('heading', { name: 'Cargando el cuento…' })).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('keeps the story on screen when a background refresh fails', async () => {
    hookReturns({ data: makeStory(), error: new Error('fetch failed') });
    await renderAt(`/en/story/${ID}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Lighthouse Keeper' })).toBeInTheDocument();
  });

  it('shows the translation error when the story has no text to show', async () => {
    hookReturns({ data: makeStory({ translations: {} }) });
    await renderAt(`/en/story/${ID}`);
    expect(screen.getByRole('alert')).toHaveTextContent("This story couldn't be shown in your language.");
  });

  it('shows the date heading, the story and the back link to its month', async () => {
    const content = 'x'.repeat(400);
    hookReturns({
      data: makeStory({
        publishDate: new Date(2026, 1, 3, 12),
        translations: { en: { title: 'Long one', content, summary: '' } },
      }),
    });
    await renderAt(`/en/story/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'February 3rd, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Long one' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the calendar/ })).toHaveAttribute(
      'href',
      '/en/calendar?month=2026-02',
    );
  });

  it('offers the previous, next and like stories after the story and its share tools', async () => {
    const next = previewOf(
      makeStory({ id: 'next-one', translations: { en: { title: 'Tomorrow', content: 'x', summary: 'y' } } }),
    );
    onwardIs({ previous: null, next, related: [] });
    hookReturns({ data: makeStory() });
    await renderAt(`/en/story/${ID}`);
    expect(mockedOnward).toHaveBeenLastCalledWith(ID);
    const nav = screen.getByRole('navigation', { name: 'More stories' });
    expect(screen.getByRole('link', { name: 'Next story Tomorrow' })).toHaveAttribute('href', '/en/story/next-one');
    const share = screen.getByRole('button', { name: /Share/ });
    expect(share.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers nothing onward while the story loads or when it is not found', async () => {
    onwardIs({ previous: previewOf(makeStory({ id: 'before' })), next: null, related: [] });
    hookReturns({ isLoading: true });
    const loading = await renderAt(`/en/story/${ID}`, { state: { preview: previewOf(makeStory()) } });
    expect(screen.queryByRole('navigation', { name: 'More stories' })).not.toBeInTheDocument();
    loading.unmount();
    hookReturns({ data: null });
    await renderAt(`/en/story/${ID}`);
    expect(screen.queryByRole('navigation', { name: 'More stories' })).not.toBeInTheDocument();
  });

  it('announces a background refresh politely', async () => {
    hookReturns({ data: makeStory(), isValidating: true });
    await renderAt(`/en/story/${ID}`);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Updating…');
  });

  it('shows the heading at once from the card the calendar passed, the body loading, then the text', async () => {
    const story = makeStory({
      publishDate: new Date(2026, 1, 3, 12),
      translations: { es: { title: 'Desde el calendario', content: 'Érase una vez un faro.', summary: 'Un faro.' } },
    });
    hookReturns({ isLoading: true, isValidating: true });
    const { again } = await renderAt(`/es/cuento/${ID}`, {
      language: 'es',
      state: { preview: previewOf(story, 'es') },
    });
    // The card is never handed to the story's cache: the story is fetched on its own.
    expect(mockedHook).toHaveBeenLastCalledWith(ID);
    expect(await screen.findByRole('heading', { level: 1, name: '3 de febrero de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Desde el calendario' })).toBeInTheDocument();
    expect(screen.getByText('Cargando el cuento…')).toBeInTheDocument();
    expect(screen.queryByText('Érase una vez un faro.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compartir/ })).not.toBeInTheDocument();

    hookReturns({ data: story });
    again();
    expect(screen.getByRole('heading', { level: 1, name: '3 de febrero de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Desde el calendario' })).toBeInTheDocument();
    expect(screen.getByText('Érase una vez un faro.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando el cuento…')).not.toBeInTheDocument();
  });

  it('says the story could not be loaded when only the card is there and the request fails', async () => {
    hookReturns({ error: new Error('fetch failed') });
    await renderAt(`/en/story/${ID}`, { state: { preview: previewOf(makeStory()) } });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this story.");
    expect(screen.queryByRole('heading', { level: 2, name: 'The Lighthouse Keeper' })).not.toBeInTheDocument();
  });

  it('ignores a passed card of another story, or in another language than the page', async () => {
    hookReturns({ isLoading: true });
    const other = await renderAt(`/en/story/${ID}`, { state: { preview: previewOf(makeStory({ id: 'other' })) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Loading the story…' })).toBeInTheDocument();
    other.unmount();
    await renderAt(`/es/cuento/${ID}`, { language: 'es', state: { preview: previewOf(makeStory(), 'en') } });
    expect(screen.getByRole('heading', { level: 1, name: 'Cargando el cuento…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('offers admins an Edit action to the localized edit route, and marks a scheduled story', async () => {
    useAuthStore.setState({ isAdmin: true });
    try {
      hookReturns({ data: makeStory({ publishDate: new Date(Date.now() + 3 * 86_400_000) }) });
      await renderAt(`/es/cuento/${ID}`, { language: 'es' });
      expect(screen.getByRole('link', { name: 'Editar cuento: El farero' })).toHaveAttribute(
        'href',
        `/es/admin/editar-cuento/${ID}`,
      );
      expect(screen.getByText('Programado')).toBeInTheDocument();
    } finally {
      act(() => useAuthStore.setState({ ...signedOutState }));
    }
  });

  it('shows readers no Edit action', async () => {
    hookReturns({ data: makeStory() });
    await renderAt(`/en/story/${ID}`);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit story/ })).not.toBeInTheDocument();
  });

  describe("the reader's library", () => {
    const reader = { id: 'u1', email: 'reader@tales.local', displayName: 'Reader One' };
    beforeEach(() => localStorage.clear());
    afterEach(() => act(() => useAuthStore.setState({ ...signedOutState })));

    it("keeps a signed-out reader's reading on the device, and offers no favourite", async () => {
      hookReturns({ data: makeStory() });
      await renderAt(`/en/story/${ID}`);
      expect(readDeviceHistory().map((entry) => entry.id)).toEqual([ID]);
      expect(screen.queryByText(`library of ${ID}`)).not.toBeInTheDocument();
    });

    it('keeps nothing on the device while the story loads or is not found', async () => {
      hookReturns({ isLoading: true });
      await renderAt(`/en/story/${ID}`);
      hookReturns({ data: null });
      await renderAt('/en/story/nope');
      expect(readDeviceHistory()).toEqual([]);
    });

    it("gives a signed-in reader the library's chunk for the story, and keeps nothing on the device", async () => {
      useAuthStore.setState({ ...signedOutState, user: reader });
      hookReturns({ data: makeStory() });
      await renderAt(`/en/story/${ID}`);
      expect(await screen.findByText(`library of ${ID}`)).toBeInTheDocument();
      expect(readDeviceHistory()).toEqual([]);
    });

    it("leaves a scheduled story out of an admin's library", async () => {
      useAuthStore.setState({ ...signedOutState, user: reader, isAdmin: true });
      hookReturns({ data: makeStory({ publishDate: new Date(Date.now() + 3 * 86_400_000) }) });
      await renderAt(`/en/story/${ID}`);
      expect(screen.getByText('Scheduled')).toBeInTheDocument();
      expect(screen.queryByText(`library of ${ID}`)).not.toBeInTheDocument();
    });
  });

  describe('without a connection', () => {
    let onLine: jest.SpyInstance<boolean, []>;
    beforeEach(() => {
      onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => onLine.mockRestore());

    it('shows a story the device has, with a small offline notice', async () => {
      hookReturns({ data: makeStory(), error: new TypeError('Failed to fetch') });
      await renderAt(`/en/story/${ID}`);
      expect(screen.getByRole('article', { name: 'The Lighthouse Keeper' })).toBeInTheDocument();
      expect(screen.getByText("You're offline. This is the copy saved on this device.")).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("says a story the device never had needs a connection, in the reader's language, and retries on request", async () => {
      const mutate = hookReturns({ error: new TypeError('Failed to fetch') });
      await renderAt(`/es/cuento/${ID}`, { language: 'es' });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Este cuento aún no está en tu dispositivo' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Conéctate a internet para leerlo');
      expect(screen.queryByRole('heading', { name: 'No pudimos cargar este cuento.' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(mutate).toHaveBeenCalledTimes(1);
    });

    it('says so at once, not after a loading skeleton', async () => {
      hookReturns({ isLoading: true, isValidating: true });
      await renderAt(`/en/story/${ID}`);
      expect(
        screen.getByRole('heading', { level: 1, name: "This story isn't on your device yet" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Loading the story…' })).not.toBeInTheDocument();
    });

    it('switches to the usual states once the connection is back', async () => {
      hookReturns({ error: new TypeError('Failed to fetch') });
      await renderAt(`/en/story/${ID}`);
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this story." })).toBeInTheDocument();
      expect(screen.queryByText("This story isn't on your device yet")).not.toBeInTheDocument();
    });
  });
});
