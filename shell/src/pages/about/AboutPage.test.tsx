import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@tales/shared/config';
import { renderWithProviders } from '@tales/testing';
import AboutPage from './AboutPage';

const withContact = (contactEmail?: string) =>
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {}, contactEmail });

beforeEach(() => withContact('hello@tales.test'));

describe('AboutPage', () => {
  it('shows the title, the three badges, three intro cards and the disclaimer', async () => {
    await renderWithProviders(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'About Tales' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'The people behind Tales' });
    expect(Array.from(badges.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Writer',
      'Storyteller',
      'Programmer',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Who writes the stories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How stories are made and translated' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How the site is funded' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'A note before you read' })).toHaveTextContent(/works of fiction/);
    expect(screen.getByRole('complementary')).toHaveTextContent(
      /If you spot a mistake, please write to hello@tales.test\.$/,
    );
    expect(screen.getByRole('link', { name: 'hello@tales.test' })).toHaveAttribute('href', 'mailto:hello@tales.test');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('names no address when the owner set none', async () => {
    withContact(undefined);
    await renderWithProviders(<AboutPage />);

    expect(screen.getByRole('complementary')).toHaveTextContent(/lose some nuance of the original\.$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).not.toHaveTextContent(/write to|@|\{\{/);
  });

  it('is written in German when the language is de', async () => {
    await renderWithProviders(<AboutPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Über Tales' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Die Menschen hinter Tales' });
    expect(Array.from(badges.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Autor',
      'Erzähler',
      'Programmierer',
    ]);
    expect(screen.getByRole('complementary')).toHaveTextContent(/frei erfunden/);
  });
});
