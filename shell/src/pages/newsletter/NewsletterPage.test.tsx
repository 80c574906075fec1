import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@tales/shared/config';
import { renderWithProviders } from '@tales/testing';
import NewsletterPage from './NewsletterPage';

const FUNCTION = 'http://127.0.0.1:1/functions/v1/newsletter';
const TOKEN = 'a'.repeat(43);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {} });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const hiddenValues = (form: HTMLElement) =>
  Object.fromEntries(
    Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]'), (i) => [i.name, i.value]),
  );

describe('NewsletterPage', () => {
  it('offers the subscribe form under the page’s heading, saying its pitch once', async () => {
    await renderWithProviders(<NewsletterPage />, { route: '/ru/newsletter', language: 'ru' });
    expect(screen.getByRole('form', { name: 'Рассказ дня по почте' })).toBeInTheDocument();
    expect(screen.getAllByText('Каждое утро — короткий рассказ на вашем языке в удобное вам время.')).toHaveLength(1);
  });

  it('shows a Confirm button that posts the confirmation link’s token (never confirming on opening)', async () => {
    await renderWithProviders(<NewsletterPage />, { route: `/es/boletin?confirm=${TOKEN}`, language: 'es' });
    const button = screen.getByRole('button', { name: 'Confirmar' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('action', `${FUNCTION}/confirm`);
    expect(form).toHaveAttribute('method', 'post');
    expect(hiddenValues(form)).toEqual({ token: TOKEN, page: 'es' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).not.toBeInTheDocument();
  });

  it('says each step’s result', async () => {
    await renderWithProviders(<NewsletterPage />, { route: '/en/newsletter?status=confirmed' });
    expect(screen.getByRole('status')).toHaveTextContent('You are subscribed!');
  });

  it('names a refused link and offers to subscribe again', async () => {
    await renderWithProviders(<NewsletterPage />, {
      route: `/en/newsletter?status=error&code=invalid_token&token=${TOKEN}`,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the manage link’s settings, a Save form and an Unsubscribe form that work as plain forms', async () => {
    const settings = { email: 'reader@mail.org', language: 'pt', deliveryHour: 21, timeZone: 'America/Sao_Paulo' };
    // jsdom has no Response: what the page reads of one.
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => settings } as Response);
    await renderWithProviders(<NewsletterPage />, { route: `/ru/newsletter?token=${TOKEN}`, language: 'ru' });
    expect(await screen.findByText('reader@mail.org')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe(`${FUNCTION}/manage?token=${TOKEN}`);

    const save = screen.getByRole('button', { name: 'Сохранить' }).closest('form')!;
    expect(save).toHaveAttribute('action', `${FUNCTION}/manage`);
    expect(within(save).getByRole('combobox', { name: 'Язык' })).toHaveDisplayValue('Português');
    expect(within(save).getByRole('combobox', { name: 'Время доставки' })).toHaveDisplayValue('21:00');
    expect(within(save).getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('America/Sao_Paulo');
    expect(hiddenValues(save)).toEqual({ token: TOKEN, page: 'ru' });

    const leave = screen.getByRole('heading', { name: 'Отписаться' }).closest('form')!;
    expect(leave).toHaveAttribute('action', `${FUNCTION}/unsubscribe`);
    expect(within(leave).getByRole('button', { name: 'Отписаться' })).toHaveAttribute('type', 'submit');
    expect(hiddenValues(leave)).toEqual({ token: TOKEN, page: 'ru' });
  });
});
