import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import { renderWithProviders } from '@tales/shared/testing';
import AccountMenu from './AccountMenu';

beforeEach(() => useAuthStore.setState({ ...signedOutState }));

describe('AccountMenu (placeholder)', () => {
  it('opens the auth dialog from the login button and closes it again', async () => {
    await renderWithProviders(<AccountMenu />, { language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous à Tales' });
    expect(dialog).toHaveTextContent('La connexion arrive bientôt');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog with Escape', async () => {
    await renderWithProviders(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a disabled busy button while auth is loading', async () => {
    useAuthStore.setState({ isLoading: true });
    await renderWithProviders(<AccountMenu />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });
});
