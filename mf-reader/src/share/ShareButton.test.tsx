import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { toastQueue } from '@tales/shared/ui';
import { ShareButton } from './ShareButton';
import type { ShareTarget } from './share-target';

const target: ShareTarget = {
  url: 'http://localhost/es/cuento/abc',
  title: 'El farero',
  text: 'Un farero guarda tormentas.',
};
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36';

function setNavigator({
  ua = DESKTOP_UA,
  share,
  clipboard,
}: {
  ua?: string;
  share?: jest.Mock;
  clipboard?: { writeText: jest.Mock };
}) {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

let addToast: jest.SpyInstance;
beforeEach(() => {
  addToast = jest.spyOn(toastQueue, 'add');
});
afterEach(() => {
  addToast.mockRestore();
  setNavigator({});
});

describe('ShareButton', () => {
  it('offers a menu with X, Facebook, WhatsApp, LinkedIn and copy link where native share is missing', async () => {
    setNavigator({});
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Share on X',
      'Share on Facebook',
      'Share on WhatsApp',
      'Share on LinkedIn',
      'Copy link',
    ]);
    const x = new URL(items[0].getAttribute('href') ?? '');
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe(target.url);
    expect(x.searchParams.get('text')).toBe(target.text);
    expect(new URL(items[1].getAttribute('href') ?? '').searchParams.get('u')).toBe(target.url);
    expect(new URL(items[2].getAttribute('href') ?? '').searchParams.get('text')).toBe(`${target.text} ${target.url}`);
    expect(new URL(items[3].getAttribute('href') ?? '').searchParams.get('url')).toBe(target.url);
    for (const link of items.slice(0, 4)) expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens from the keyboard with focus on the first network, and Escape gives focus back to the button', async () => {
    setNavigator({});
    await renderWithProviders(<ShareButton target={target} />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share on X' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share on Facebook' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives focus back on the frame after the menu closes.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share on X' })).toHaveFocus());
  });

  it('copies the link with a 2-second success toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(target.url));
    await waitFor(() =>
      expect(addToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Link copied to the clipboard', variant: 'success' }),
        { timeout: 2000 },
      ),
    );
  });

  it('shows a 2-second error toast when the clipboard refuses', async () => {
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() =>
      expect(addToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Couldn't copy the link", variant: 'error' }),
        { timeout: 2000 },
      ),
    );
  });

  it('uses the native share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share });
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: target.title, text: target.text, url: target.url });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(addToast).not.toHaveBeenCalled();
  });

  it('treats a cancelled share sheet (AbortError) as no failure', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    setNavigator({ ua: MOBILE_UA, share });
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: target.title, text: target.text, url: target.url });
    // Once the sheet's promise has settled, the button has handled the cancel (its handler awaited it first).
    await expect(share.mock.results[0].value).rejects.toThrow('cancelled');
    expect(addToast).not.toHaveBeenCalled();
  });

  it('shows the translated failure toast when native share fails', async () => {
    setNavigator({ share: jest.fn().mockRejectedValue(new DOMException('nope', 'NotAllowedError')) });
    await renderWithProviders(<ShareButton target={target} />, { language: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    await waitFor(() =>
      expect(addToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Teilen fehlgeschlagen', variant: 'error' }),
        { timeout: 4000 },
      ),
    );
  });

  it('alerts that sharing is not supported on a mobile browser without native share', async () => {
    setNavigator({ ua: MOBILE_UA });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderWithProviders(<ShareButton target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining("Sharing isn't supported"));
    alert.mockRestore();
  });
});
