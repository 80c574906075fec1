import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { SearchContent } from './SearchContent';
import { searchRequestOf, type SearchHit, type SearchResults } from './SearchPage.data';

const hit = (n: number, over: Partial<SearchHit> = {}): SearchHit => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  publishDate: new Date(2026, 10, n, 12),
  author: 'Ana',
  title: `The \u0001dragon\u0002 ${n}`,
  snippet: `A \u0001dragon\u0002 kept the <b>lighthouse</b> ${n}.`,
  spanish: false,
  ...over,
});

const resultsOf = (page: number, total: number, hits: SearchHit[], fuzzy = false): SearchResults => ({
  hits,
  total,
  page,
  pageSize: 10,
  fuzzy,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {decodeURIComponent(pathname + search)}</p>;
}

type Over = Partial<{ results: SearchResults; error: Error }>;

async function renderSearch(address: string, language: Language, over: Over = {}) {
  const [pathname, query = ''] = address.split('?');
  const onRetry = jest.fn();
  await renderWithProviders(
    <>
      <SearchContent
        request={searchRequestOf(new URLSearchParams(query))}
        pathname={pathname}
        results={over.results}
        error={over.error}
        isRetrying={false}
        onRetry={onRetry}
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: address, language },
  );
  return onRetry;
}

describe('the search page', () => {
  it('lists the results as links to their stories, with the matched words marked and the count', async () => {
    await renderSearch('/en/search?q=dragon', 'en', { results: resultsOf(1, 2, [hit(1), hit(2)]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Search stories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 stories match “dragon”');
    const list = screen.getByRole('list', { name: 'Search stories' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]).getByRole('link', { name: 'The dragon 1' });
    expect(link).toHaveAttribute('href', '/en/story/00000000-0000-4000-8000-000000000001');
    const marks = items[0].querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['dragon', 'dragon']);
    // The story's text is text: its markup is shown, never made into elements.
    expect(items[0]).toHaveTextContent('A dragon kept the <b>lighthouse</b> 1.');
    expect(items[0].querySelector('b')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('dragon');
  });

  it('says when a story is shown in Spanish and marks its text as Spanish', async () => {
    await renderSearch('/ru/search?q=tortuga', 'ru', {
      results: resultsOf(1, 1, [hit(3, { title: 'La \u0001tortuga\u0002', spanish: true })]),
    });
    expect(screen.getByText('На испанском')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La tortuga' }).firstElementChild).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('status')).toHaveTextContent('1 рассказ соответствует запросу «tortuga»');
  });

  it('prompts for words when there is no query, and asks nothing', async () => {
    await renderSearch('/es/buscar', 'es');
    expect(screen.getByText('Escribe una palabra de un título o de un cuento y pulsa Buscar.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar cuentos' })).toHaveAttribute('action', '/es/buscar');
  });

  it('says a query is too long instead of running it', async () => {
    await renderSearch(`/en/search?q=${'a'.repeat(201)}`, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Your search is too long. Use at most 200 characters.');
  });

  it('says nothing matched, quoting the query as text', async () => {
    await renderSearch('/en/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'en', { results: resultsOf(1, 0, []) });
    expect(screen.getByText('No story matches “<script>alert(1)</script>”.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says when the results are look-alike titles', async () => {
    await renderSearch('/en/search?q=dragn', 'en', {
      results: resultsOf(1, 1, [hit(4, { title: 'The dragon 4', snippet: 'A tale.' })], true),
    });
    expect(screen.getByText('No story has these exact words; these titles look alike.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 title looks like “dragn”');
  });

  it('shows that it is searching while the results load', async () => {
    await renderSearch('/en/search?q=dragon', 'en');
    expect(screen.getByText('Searching…').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows an error with a retry', async () => {
    const onRetry = await renderSearch('/en/search?q=dragon', 'en', { error: new Error('down') });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't search the stories.");
  });

  it('pages through the results, keeping the query', async () => {
    await renderSearch('/de/suche?q=drache&page=2', 'de', {
      results: resultsOf(
        2,
        25,
        Array.from({ length: 10 }, (_, i) => hit(10 + i)),
      ),
    });
    const pager = screen.getByRole('navigation', { name: 'Ergebnisseiten' });
    expect(within(pager).getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Vorherige Ergebnisse' })).toHaveAttribute(
      'href',
      '/de/suche?q=drache',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Weitere Ergebnisse' }));
    expect(screen.getByText('At /de/suche?q=drache&page=3')).toBeInTheDocument();
  });

  it('offers the first page from a page past the last', async () => {
    await renderSearch('/en/search?q=dragon&page=9', 'en', { results: resultsOf(9, 3, []) });
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first results' }));
    expect(screen.getByText('At /en/search?q=dragon')).toBeInTheDocument();
  });

  it('runs a new search from its own field as a navigation', async () => {
    await renderSearch('/cn/search?q=灯塔', 'cn', { results: resultsOf(1, 0, []) });
    const field = screen.getByRole('searchbox', { name: '搜索词' });
    await userEvent.clear(field);
    await userEvent.type(field, '龙王{Enter}');
    expect(screen.getByText('At /cn/search?q=龙王')).toBeInTheDocument();
  });
});
