import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@tales/testing';
import { SearchField, SearchLink } from './SearchField';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      At {pathname} asking {new URLSearchParams(search).get('q')}
    </p>
  );
}

async function renderField(route: string, language: 'en' | 'fr' | 'ru') {
  await renderWithProviders(
    <>
      <SearchField />
      <SearchLink />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, language },
  );
}

describe("the header's search", () => {
  it("is a labelled search form that GETs the search page of the page's language, without the page's code", async () => {
    await renderField('/fr/calendrier', 'fr');
    const form = screen.getByRole('search', { name: 'Rechercher des histoires' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fr/recherche');
    expect(screen.getByRole('searchbox', { name: 'Rechercher des histoires' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
  });

  it('has a link to the search page for a phone, where the form is in the menu', async () => {
    await renderField('/en', 'en');
    const link = screen.getByRole('link', { name: 'Search' });
    expect(link).toHaveAttribute('href', '/en/search');
    await userEvent.click(link);
    expect(screen.getByText('At /en/search asking')).toBeInTheDocument();
  });
});
