import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tales/testing';
import TermsPage from './TermsPage';

describe('TermsPage', () => {
  it('renders the title, 14 section headings and a 6-item prohibited-conduct list', async () => {
    await renderWithProviders(<TermsPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);

    const prohibited = screen.getByRole('region', { name: 'Prohibited conduct' });
    expect(within(prohibited).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('is written in German when the language is de', async () => {
    await renderWithProviders(<TermsPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    const prohibited = screen.getByRole('region', { name: 'Verbotenes Verhalten' });
    expect(within(prohibited).getAllByRole('listitem')).toHaveLength(6);
  });
});
