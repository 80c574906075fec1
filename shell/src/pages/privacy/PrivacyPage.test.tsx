import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tales/testing';
import PrivacyPage from './PrivacyPage';

const listSizes = () => screen.getAllByRole('list').map((list) => list.querySelectorAll(':scope > li').length);

describe('PrivacyPage', () => {
  it('renders the title, 11 section headings and lists of 6, 7, 4, 4, 4, 4 and 6 items', async () => {
    await renderWithProviders(<PrivacyPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(listSizes()).toEqual([6, 7, 4, 4, 4, 4, 6]);
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toHaveTextContent('tales-ai-language');
    expect(screen.getAllByRole('link', { name: 'hello@tales.example' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@tales.example',
    );
  });

  it('is written in German when the language is de', async () => {
    await renderWithProviders(<PrivacyPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Rechte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(listSizes()).toEqual([6, 7, 4, 4, 4, 4, 6]);
  });
});
