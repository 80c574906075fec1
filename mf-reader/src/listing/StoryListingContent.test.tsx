import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { StoryListing } from '@tales/shared/federation';
import type { Language } from '@tales/shared/i18n';
import { makeStory, previewOf, renderWithProviders } from '@tales/testing';
import { StoryListingContent } from './StoryListingContent';
import type { ListingSubject } from './StoryListingPage.data';

const card = (n: number, language: Language) =>
  previewOf(
    makeStory({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      publishDate: new Date(2026, 10, n, 12),
      translations: {
        es: { title: `Cuento ${n}`, content: 'Érase una vez.', summary: `Resumen ${n}` },
        en: { title: `Story ${n}`, content: 'Once upon a time.', summary: `Summary ${n}` },
        ru: { title: `Рассказ ${n}`, content: 'Жили-были.', summary: `Кратко ${n}` },
      },
    }),
    language,
  );

const listingOf = (page: number, total: number, language: Language, numbers: number[]): StoryListing => ({
  stories: numbers.map((n) => card(n, language)),
  total,
  page,
  pageSize: 12,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

type Over = Partial<{ listing: StoryListing | null; error: Error; page: number }>;

async function renderListing(subject: ListingSubject, pathname: string, language: Language, over: Over = {}) {
  const onRetry = jest.fn();
  await renderWithProviders(
    <>
      <StoryListingContent
        subject={subject}
        page={over.page ?? 1}
        pathname={pathname}
        listing={'listing' in over ? over.listing : undefined}
        error={over.error}
        isRetrying={false}
        onRetry={onRetry}
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: pathname, language },
  );
  return onRetry;
}

const fantasy: ListingSubject = { kind: 'genre', genre: 'fantasy' };

describe('StoryListingContent', () => {
  it("heads a genre's page with its name and lists its stories, newest first, each a link to the story", async () => {
    await renderListing(fantasy, '/en/genre/fantasy', 'en', { listing: listingOf(1, 3, 'en', [20, 12, 3]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeInTheDocument();
    expect(screen.getByText('3 stories')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fantasy' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Story 20', 'Story 12', 'Story 3']);
    expect(links[0]).toHaveAttribute('href', '/en/story/00000000-0000-4000-8000-000000000020');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it("heads an author's page with the name, in Russian, with a pager as a labelled navigation", async () => {
    const author: ListingSubject = { kind: 'author', author: 'Дмитрий Волков' };
    await renderListing(author, '/ru/author/x', 'ru', { listing: listingOf(2, 25, 'ru', [5, 4]), page: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Дмитрий Волков' })).toBeInTheDocument();
    expect(screen.getByText('Автор')).toBeInTheDocument();
    expect(screen.getByText('25 рассказов')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByText('Страница 2 из 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Более новые рассказы' })).toHaveAttribute('href', '/ru/author/x');
    const older = within(pager).getByRole('link', { name: 'Более ранние рассказы' });
    expect(older).toHaveAttribute('href', '/ru/author/x?page=3');
    await userEvent.click(older);
    expect(screen.getByText('At /ru/author/x?page=3')).toBeInTheDocument();
  });

  it('offers only newer stories on the last page, and only older ones on the first', async () => {
    await renderListing(fantasy, '/en/genre/fantasy', 'en', { listing: listingOf(1, 13, 'en', [13]) });
    const first = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Older stories']);
  });

  it('says a genre or author has nothing to list, with a way home', async () => {
    await renderListing({ kind: 'genre', genre: 'cooking' }, '/en/genre/cooking', 'en', { listing: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to list here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a page past the last has no stories and links the first page', async () => {
    await renderListing(fantasy, '/en/genre/fantasy', 'en', { listing: listingOf(7, 3, 'en', []), page: 7 });
    expect(screen.getByText('This page has no stories.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/en/genre/fantasy');
  });

  it('shows a failed listing as an alert with a retry, under the heading', async () => {
    const onRetry = await renderListing(fantasy, '/en/genre/fantasy', 'en', { error: new Error('down') });
    expect(screen.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load these stories.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks the list as loading until the listing is here', async () => {
    await renderListing(fantasy, '/en/genre/fantasy', 'en');
    expect(screen.getByText('Loading the stories…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });
});
