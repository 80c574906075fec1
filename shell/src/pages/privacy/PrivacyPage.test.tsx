import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@tales/shared/config';
import { renderWithProviders } from '@tales/testing';
import PrivacyPage from './PrivacyPage';

const withContact = (contactEmail?: string) =>
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {}, contactEmail });

beforeEach(() => withContact('privacy@tales.test'));

const listSizes = () => screen.getAllByRole('list').map((list) => list.querySelectorAll(':scope > li').length);

describe('PrivacyPage', () => {
  it('renders the title, 11 section headings and lists of 7, 7, 4, 4, 4, 5 and 6 items', async () => {
    await renderWithProviders(<PrivacyPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(listSizes()).toEqual([7, 7, 4, 4, 4, 5, 6]);
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toHaveTextContent('tales-ai-language');
    // The intro, the rights and the contact section name the owner's address.
    const links = screen.getAllByRole('link', { name: 'privacy@tales.test' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:privacy@tales.test');
    expect(screen.getByRole('region', { name: 'Your rights' })).toHaveTextContent(
      'To exercise your rights, write to privacy@tales.test.',
    );
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      'We answer every question about privacy or about your data, usually within a few days. Write to privacy@tales.test.',
    );
  });

  it('names no address when the owner set none, and keeps every section', async () => {
    withContact(undefined);
    const { container } = await renderWithProviders(<PrivacyPage />);

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/@|\{\{/);
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      /about your data, usually within a few days\.$/,
    );
  });

  it('is written in German when the language is de', async () => {
    await renderWithProviders(<PrivacyPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Rechte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(listSizes()).toEqual([7, 7, 4, 4, 4, 5, 6]);
  });
});
