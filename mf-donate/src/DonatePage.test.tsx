import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import DonatePage from './DonatePage';
import { donateConfig } from './donate-config';
import { testConfig } from './test-config';

describe('DonatePage', () => {
  it('shows the header, the three benefits, fiat selected by default and the contact notice', async () => {
    await renderWithProviders(<DonatePage config={testConfig} />);

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
    await renderWithProviders(<DonatePage config={testConfig} />);

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

  it('uses the sample config by default, so the page works before the owner fills it in', async () => {
    await renderWithProviders(<DonatePage />);

    expect(screen.getByRole('link', { name: donateConfig.contactEmail })).toBeInTheDocument();
  });

  it('is written in German when the language is de', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DonatePage config={testConfig} />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Unterstütze Tales' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Was deine Spende bewirkt' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Karte & Bank' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Trinkgeldglas' })).toBeInTheDocument();
    expect(screen.getByText(/Fragen zu deiner Spende/)).toHaveTextContent('give@tales.test');

    await user.click(screen.getByRole('tab', { name: 'Krypto' }));
    expect(screen.getByRole('button', { name: 'Bitcoin (Native SegWit) kopieren' })).toBeInTheDocument();
  });
});
