import { screen } from '@testing-library/react';
import { setRuntimeConfig, type RuntimeConfig } from '../../config';
import { useAuthStore, signedOutState } from '../../stores';
import { renderWithProviders } from '../../testing';
import { AdSlot } from './AdSlot';

const base: RuntimeConfig = { supabaseUrl: 'http://x', supabaseAnonKey: 'k', remotes: {} };

afterEach(() => {
  useAuthStore.setState({ ...signedOutState });
  document.getElementById('tales-adsense')?.remove();
});

describe('AdSlot', () => {
  it('renders nothing when no ad provider is configured', async () => {
    setRuntimeConfig(base);
    const { container } = await renderWithProviders(<AdSlot slot="homeTop" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the configured provider’s unit, labelled as an advertisement', async () => {
    setRuntimeConfig({ ...base, ads: { provider: 'adsense', client: 'ca-pub-1', slots: { homeTop: '123' } } });
    await renderWithProviders(<AdSlot slot="homeTop" />);
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(ad.querySelector('ins')).toHaveAttribute('data-ad-slot', '123');
    expect(document.getElementById('tales-adsense')).toHaveAttribute('src', expect.stringContaining('client=ca-pub-1'));
  });

  it('renders nothing for a slot the config does not name', async () => {
    setRuntimeConfig({ ...base, ads: { provider: 'adsense', client: 'ca-pub-1', slots: { homeTop: '123' } } });
    const { container } = await renderWithProviders(<AdSlot slot="homeBottom" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('never shows ads to a donor', async () => {
    setRuntimeConfig({ ...base, ads: { provider: 'adsense', client: 'ca-pub-1', slots: { homeTop: '123' } } });
    useAuthStore.setState({ hasDonated: true });
    const { container } = await renderWithProviders(<AdSlot slot="homeTop" />);
    expect(container).toBeEmptyDOMElement();
  });
});
