import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { COPIED_STATE_MS, COPY_TOAST_MS, ToastRegion, toastQueue } from '@tales/shared/ui';
import { CopyButton } from './CopyButton';

function setup() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

function renderButton(props: Partial<Parameters<typeof CopyButton>[0]> = {}) {
  return renderWithProviders(
    <>
      <CopyButton value="SAMPLE-ALIAS.REPLACE.ME" item="Alias" {...props} />
      <ToastRegion />
    </>,
  );
}

afterEach(() => {
  act(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key)));
  jest.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the value, shows and announces the copied state, then clears it after 2 s', async () => {
    const user = setup();
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Copy Alias' }));

    const copied = await screen.findByRole('button', { name: 'Copied: Alias' });
    expect(await navigator.clipboard.readText()).toBe('SAMPLE-ALIAS.REPLACE.ME');
    expect(copied).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied: Alias');

    act(() => jest.advanceTimersByTime(COPIED_STATE_MS - 10));
    expect(screen.getByRole('button', { name: 'Copied: Alias' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: 'Copy Alias' })).toHaveTextContent('Copy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a success toast that closes after 2 s', async () => {
    const user = setup();
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Copy Alias' }));

    expect(within(await screen.findByRole('alertdialog')).getByText('Copied to the clipboard')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_TOAST_MS));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows an error toast and no copied state when the browser denies clipboard permission', async () => {
    const user = setup();
    await renderButton();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Copy Alias' }));

    const toast = await screen.findByRole('alertdialog');
    expect(toast).toHaveTextContent("Couldn't copy to the clipboard");
    expect(toast).toHaveTextContent('Select the text and copy it by hand.');
    expect(screen.getByRole('button', { name: 'Copy Alias' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows an error toast when the Clipboard API is missing (insecure context, old browser)', async () => {
    const user = setup();
    await renderButton();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy Alias' }));

    expect(await screen.findByRole('alertdialog')).toHaveTextContent("Couldn't copy to the clipboard");
    expect(screen.queryByRole('button', { name: 'Copied: Alias' })).not.toBeInTheDocument();
  });

  it('uses a custom label and custom toast text when given', async () => {
    const user = setup();
    await renderButton({ item: undefined, label: 'Copy link', successMessage: 'Link copied' });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Link copied');
  });

  it('is written in the page language', async () => {
    const user = setup();
    await renderWithProviders(<CopyButton value="x" item="Alias" />, { language: 'de' });

    await user.click(screen.getByRole('button', { name: 'Alias kopieren' }));

    expect(await screen.findByRole('button', { name: 'Kopiert: Alias' })).toBeInTheDocument();
  });
});
