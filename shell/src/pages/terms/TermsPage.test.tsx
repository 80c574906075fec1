import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@tales/shared/config';
import { renderWithProviders } from '@tales/testing';
import TermsPage from './TermsPage';

const withContact = (contactEmail?: string) =>
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {}, contactEmail });

beforeEach(() => withContact('terms@tales.test'));

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
    expect(screen.getByRole('region', { name: 'Donations' })).toHaveTextContent(
      /not refundable\. For questions about a donation, write to terms@tales\.test\.$/,
    );
    expect(screen.getAllByRole('link', { name: 'terms@tales.test' })).toHaveLength(2);
  });

  it('names no address when the owner set none', async () => {
    withContact(undefined);
    const { container } = await renderWithProviders(<TermsPage />);

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    expect(screen.getByRole('region', { name: 'Donations' })).toHaveTextContent(/generally not refundable\.$/);
    expect(container).not.toHaveTextContent(/@|\{\{/);
  });

  it('is written in German when the language is de', async () => {
    await renderWithProviders(<TermsPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    const prohibited = screen.getByRole('region', { name: 'Verbotenes Verhalten' });
    expect(within(prohibited).getAllByRole('listitem')).toHaveLength(6);
  });
});
