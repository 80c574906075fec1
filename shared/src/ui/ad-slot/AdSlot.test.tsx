import { screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig, type RuntimeConfig } from '../../config';
import { useAuthStore, signedOutState } from '../../stores';
import { renderWithProviders } from '@tales/testing';
import { AdSlot } from './AdSlot';

const base: RuntimeConfig = { supabaseUrl: 'http://x', supabaseAnonKey: 'k', remotes: {} };

afterEach(() => {
  useAuthStore.setState({ ...signedOutState });
  document.getElementById('tales-adsense')?.remove();
});

describe('AdSlot', () => {
  describe('without an ad provider: the house ad', () => {
    it('invites an anonymous reader to support Tales, labelled as an ad, linking to donate', async () => {
      setRuntimeConfig(base);
      await renderWithProviders(<AdSlot slot="homeTop" />);
      const ad = screen.getByRole('complementary', { name: 'Advertisement' });
      expect(ad).toHaveTextContent('Ad from Tales');
      expect(ad).toHaveTextContent('Enjoying Tales?');
      expect(within(ad).getByRole('link', { name: 'Support Tales' })).toHaveAttribute('href', '/en/donate');
      expect(document.getElementById('tales-adsense')).toBeNull();
    });

    it('links to the donate route of the current language', async () => {
      setRuntimeConfig(base);
      await renderWithProviders(<AdSlot slot="homeBottom" />, { route: '/es', language: 'es' });
      const ad = screen.getByRole('complementary', { name: 'Publicidad' });
      expect(ad).toHaveTextContent('Anuncio de Tales');
      expect(within(ad).getByRole('link', { name: 'Apoya a Tales' })).toHaveAttribute('href', '/es/donar');
    });

    it('greets a signed-in reader by name, showing markup in the name as plain text', async () => {
      setRuntimeConfig(base);
      const name = '<b>Bold</b> & <img src=x onerror="alert(1)">';
      useAuthStore.setState({
        user: { id: 'u1', email: 'r@tales.local', displayName: name },
        profile: { role: 'user', hasDonated: false, displayName: name },
      });
      await renderWithProviders(<AdSlot slot="homeTop" />);
      const ad = screen.getByRole('complementary', { name: 'Advertisement' });
      expect(within(ad).getByText(`Enjoying Tales, ${name}?`)).toBeInTheDocument();
      expect(ad.querySelector('b, img, script')).toBeNull();
    });

    it('is never shown to a donor', async () => {
      setRuntimeConfig(base);
      useAuthStore.setState({ hasDonated: true, user: { id: 'u1', email: 'd@tales.local', displayName: 'Dee' } });
      const { container } = await renderWithProviders(<AdSlot slot="homeTop" />);
      expect(container).toBeEmptyDOMElement();
    });

    it('waits while auth is still loading, so a donor never sees it flash by', async () => {
      setRuntimeConfig(base);
      useAuthStore.setState({ isLoading: true });
      const { container } = await renderWithProviders(<AdSlot slot="homeTop" />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  it('renders the configured provider’s unit, labelled as an advertisement', async () => {
    setRuntimeConfig({ ...base, ads: { provider: 'adsense', client: 'ca-pub-1', slots: { homeTop: '123' } } });
    await renderWithProviders(<AdSlot slot="homeTop" />);
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(ad.querySelector('ins')).toHaveAttribute('data-ad-slot', '123');
    // The loader comes with its own code, once the unit is on the page.
    await waitFor(() =>
      expect(document.getElementById('tales-adsense')).toHaveAttribute(
        'src',
        expect.stringContaining('client=ca-pub-1'),
      ),
    );
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
