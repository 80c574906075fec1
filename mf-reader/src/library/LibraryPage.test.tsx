import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOutState, useAuthStore, useSignInRequest } from '@tales/shared/stores';
import type { Language } from '@tales/shared/i18n';
import { makeStory, previewOf, renderWithProviders } from '@tales/testing';
import { useLibrary, type Library } from './library.data';
import { LibraryError } from './library-error';
import LibraryPage from './LibraryPage';

jest.mock('./library.data', () => ({ useLibrary: jest.fn() }));
const mockedLibrary = useLibrary as jest.MockedFunction<typeof useLibrary>;

const reader = { id: 'u1', email: 'reader@tales.local', displayName: 'Reader One' };

function libraryIs(state: { data?: Library; error?: Error }) {
  const mutate = jest.fn();
  mockedLibrary.mockReturnValue({ isValidating: false, isLoading: false, mutate, ...state } as unknown as ReturnType<
    typeof useLibrary
  >);
  return mutate;
}

async function renderPage(language: Language = 'en') {
  await act(() => renderWithProviders(<LibraryPage />, { language, route: `/${language}` }));
}

const story = (n: number, language: Language) =>
  previewOf(
    makeStory({
      id: `3f1c2b7e-0000-4000-8000-00000000000${n}`,
      translations: {
        es: { title: `Cuento ${n}`, content: 'Había una vez.', summary: '' },
        en: { title: `Story ${n}`, content: 'Once upon a time.', summary: '' },
        ru: { title: `История ${n}`, content: 'Жили-были.', summary: '' },
      },
    }),
    language,
  );

beforeEach(() => {
  useAuthStore.setState({ ...signedOutState, passwordRecovery: 'none' });
  libraryIs({});
});

describe('My stories, signed out', () => {
  it('says what the page is for and asks the visitor to sign in, without an error', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My stories' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to keep your favourite stories/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const before = useSignInRequest.getState().requests;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useSignInRequest.getState().requests).toBe(before + 1);
    expect(mockedLibrary).not.toHaveBeenCalled();
  });

  it('waits while the session is being read', async () => {
    useAuthStore.setState({ ...signedOutState, isLoading: true });
    await renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading your stories…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('My stories, signed in', () => {
  beforeEach(() => useAuthStore.setState({ ...signedOutState, user: reader }));

  it('says how each empty list fills', async () => {
    libraryIs({ data: { favourites: [], history: [] } });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Read' })).toBeInTheDocument();
    expect(screen.getByText("You haven't read any stories yet.")).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists favourites and readings in the given order, each a link to its story in the reader language', async () => {
    const at = new Date();
    libraryIs({
      data: {
        favourites: [{ story: story(1, 'ru'), at }],
        history: [
          { story: story(2, 'ru'), at },
          { story: story(1, 'ru'), at },
        ],
      },
    });
    await renderPage('ru');
    const favourites = await screen.findByRole('list', { name: 'Избранное' });
    const read = screen.getByRole('list', { name: 'Прочитанные' });
    expect([...favourites.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['История 1', '/ru/story/3f1c2b7e-0000-4000-8000-000000000001'],
    ]);
    expect([...read.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['История 2', 'История 1']);
  });

  it('says the lists could not be loaded, with a retry', async () => {
    const mutate = libraryIs({ error: new LibraryError('network', 'fetch failed') });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your stories.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalled();
  });
});
