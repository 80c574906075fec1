import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@tales/shared/config';
import { languages } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import DonatePage from './DonatePage';
import { configWith, testConfig } from './test-config';

beforeEach(() => setRuntimeConfig(configWith(testConfig)));

describe('DonatePage', () => {
  it('shows the header, the three benefits, fiat selected by default and the contact notice', async () => {
    await renderWithProviders(<DonatePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Support Tales' })).toBeInTheDocument();
    expect(screen.getByText(/new short story every day in eight languages/)).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'What your donation does' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    expect(benefits).toHaveTextContent(/Removes the ads for you/);

    expect(screen.getByRole('tablist', { name: 'Ways to donate' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Card & bank' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Tip jar' })).toBeInTheDocument();

    expect(screen.getByText(/Questions about your donation/)).toHaveTextContent('Contact give@tales.test.');
    expect(screen.getByRole('link', { name: 'give@tales.test' })).toHaveAttribute('href', 'mailto:give@tales.test');
  });

  it('lists the eight crypto networks, each address with its copy button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DonatePage />);

    await user.click(screen.getByRole('tab', { name: 'Crypto' }));

    const networks = [
      'Bitcoin (Native SegWit)',
      'Tron (TRC-20)',
      'Ethereum (ERC-20)',
      'Binance Smart Chain (BEP-20)',
      'Polygon',
      'Arbitrum',
      'Optimism',
      'Solana',
    ];
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(networks);
    for (const network of networks) expect(screen.getByRole('button', { name: `Copy ${network}` })).toBeInTheDocument();
    expect(screen.getByText('solana-test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Tron (TRC-20)' }));
    expect(await navigator.clipboard.readText()).toBe('tron-test');
  });

  it('shows only the ways to give the owner set: no empty tab, no empty section', async () => {
    setRuntimeConfig(configWith({ crypto: [{ network: 'solana', address: 'solana-only' }] }));
    await renderWithProviders(<DonatePage />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Crypto']);
    expect(screen.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Solana']);
    expect(screen.getByText('solana-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip jar' })).not.toBeInTheDocument();
    // No contact address set anywhere: no notice naming none.
    expect(screen.queryByText(/Questions about your donation/)).not.toBeInTheDocument();
  });

  it('shows the fiat ways alone when no crypto address is set', async () => {
    setRuntimeConfig(configWith({ tipJar: testConfig.tipJar }));
    await renderWithProviders(<DonatePage />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Card & bank']);
    expect(screen.getByRole('link', { name: 'Support us on JarCo (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bank transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate without leaving this page' })).not.toBeInTheDocument();
  });

  it("names the site's contact address for donations when the owner gave no other", async () => {
    setRuntimeConfig(configWith({ crypto: testConfig.crypto }, 'hello@tales.test'));
    await renderWithProviders(<DonatePage />);

    expect(screen.getByRole('link', { name: 'hello@tales.test' })).toHaveAttribute('href', 'mailto:hello@tales.test');
  });

  it('says donations are not set up yet when no way to give is set', async () => {
    setRuntimeConfig(configWith({ contactEmail: 'give@tales.test', bank: { cbu: [], ach: [] }, crypto: [] }));
    await renderWithProviders(<DonatePage />);

    expect(screen.getByText('Donations are not set up yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'give@tales.test' })).not.toBeInTheDocument();
  });

  it.each(languages.filter((lng) => lng !== 'en'))('says it translated in %s', async (lng) => {
    setRuntimeConfig(configWith({}));
    const { container } = await renderWithProviders(<DonatePage />, { language: lng });

    const notice = container.querySelector('article > :last-child')?.textContent ?? '';
    expect(notice.length).toBeGreaterThan(10);
    expect(notice).not.toMatch(/donate\./);
    expect(notice).not.toBe('Donations are not set up yet. Please check back soon.');
  });

  it('is written in German when the language is de', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DonatePage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Unterstütze Tales' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Was deine Spende bewirkt' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Karte & Bank' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Trinkgeldglas' })).toBeInTheDocument();
    expect(screen.getByText(/Fragen zu deiner Spende/)).toHaveTextContent('give@tales.test');

    await user.click(screen.getByRole('tab', { name: 'Krypto' }));
    expect(screen.getByRole('button', { name: 'Bitcoin (Native SegWit) kopieren' })).toBeInTheDocument();
  });
});
