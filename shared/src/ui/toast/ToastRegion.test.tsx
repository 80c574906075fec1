import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { showToast, toastQueue } from './toast-queue';
import { ToastRegion } from './ToastRegion';

afterEach(() => act(() => toastQueue.visibleToasts.forEach((t) => toastQueue.close(t.key))));

describe('ToastRegion', () => {
  it('adds no region to the page until there is a toast, then shows it', async () => {
    await renderWithProviders(<ToastRegion />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => void showToast({ title: 'Hello' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alertdialog')).toHaveTextContent('Hello');
  });

  it('shows at most three toasts, each with title, description and a close button', async () => {
    await renderWithProviders(<ToastRegion />);
    act(() => {
      for (let i = 1; i <= 4; i++) showToast({ title: `Toast ${i}`, description: `Detail ${i}`, variant: 'success' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
    expect(within(region).getByText('Detail 4')).toBeInTheDocument();

    await userEvent.click(within(region).getAllByRole('button', { name: 'Close' })[0]);
    expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  });

  it('shows the same message once: a repeat replaces it instead of stacking', async () => {
    await renderWithProviders(<ToastRegion />);
    act(() => {
      showToast({ title: 'Wrong password', variant: 'error' });
      showToast({ title: 'Wrong password', variant: 'error' });
      showToast({ title: 'Saved', variant: 'success' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      within(region)
        .getAllByRole('alertdialog')
        .map((toast) => toast.textContent),
    ).toEqual(['Saved', 'Wrong password']);
  });

  it('closes a toast after its timeout (4 s by default)', async () => {
    await import('./toast-region-widget'); // the region's chunk has arrived before the fake clock starts
    jest.useFakeTimers();
    await renderWithProviders(<ToastRegion />);
    act(() => void showToast({ title: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
