import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tales/testing';
import AboutPage from './AboutPage';

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
    expect(screen.getByRole('link', { name: 'hello@tales.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tales.example',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
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
