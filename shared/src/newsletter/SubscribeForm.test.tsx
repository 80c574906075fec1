import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { setRuntimeConfig } from '../config';
import { setReaderTimeZone } from '../i18n';
import { SubscribeForm } from './SubscribeForm';

const FUNCTION = 'http://127.0.0.1:1/functions/v1/newsletter/subscribe';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {} });
  setReaderTimeZone('Asia/Tokyo');
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => setReaderTimeZone(undefined));

// jsdom has no Response: what the form reads of one.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: async () => body } as Response);

describe('SubscribeForm', () => {
  it('is a plain form posting to the newsletter function, in the page’s language at 07:00 in the reader’s zone', async () => {
    await renderWithProviders(<SubscribeForm />, { language: 'es' });
    const form = screen.getByRole('form', { name: 'El cuento del día por correo' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', FUNCTION);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
    expect(screen.getByRole('combobox', { name: 'Hora de entrega' })).toHaveDisplayValue('07:00');
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Asia/Tokyo');
    expect(screen.getByRole('combobox', { name: 'Idioma' }).querySelectorAll('option')).toHaveLength(8);
  });

  it('with JavaScript, posts the fields and says to check the inbox', async () => {
    fetchMock.mockReturnValue(answer(202, { status: 'pending' }));
    const user = userEvent.setup();
    await renderWithProviders(<SubscribeForm />, { language: 'ru' });
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'reader@mail.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'de');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Время доставки' }), '06:00');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Проверьте почту');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(FUNCTION);
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      email: 'reader@mail.org',
      language: 'de',
      hour: '6',
      zone: 'Asia/Tokyo',
      page: 'ru',
    });
  });

  it('keeps the keyboard on its button while the answer comes, and sends once however often Enter is pressed', async () => {
    let reply: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    const user = userEvent.setup();
    await renderWithProviders(<SubscribeForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@mail.org');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    button.focus();
    await user.keyboard('{Enter}');
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.keyboard('{Enter}');
    reply(await answer(202, { status: 'pending' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Check your inbox'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the reader pick another zone from the full list', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SubscribeForm />);
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(zone);
    await user.selectOptions(zone, 'America/Lima');
    expect(zone).toHaveValue('America/Lima');
  });

  it.each([
    [429, { code: 'rate_limited', message: 'x' }, 'Too many attempts. Please try again in an hour.'],
    [400, { code: 'invalid_email', message: 'x' }, 'Enter an email address we can send to.'],
    [502, { code: 'storage_failed', message: 'x' }, 'Something went wrong. Please try again later.'],
  ])('names the function’s refusal (%s) in words', async (status, body, text) => {
    fetchMock.mockReturnValue(answer(status, body));
    const user = userEvent.setup();
    await renderWithProviders(<SubscribeForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@mail.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says something went wrong when the function cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderWithProviders(<SubscribeForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@mail.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});
