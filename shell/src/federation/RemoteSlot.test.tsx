import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@tales/shared/config';
import { renderWithProviders } from '@tales/testing';
import { RemoteSlot } from './RemoteSlot';
import { resetRemoteModules } from './remote-modules';
import { loadExposed, remoteEntryOf } from './remotes';

jest.mock('./remotes', () => ({
  ...jest.requireActual('./remotes'),
  loadExposed: jest.fn(),
  remoteEntryOf: jest.fn(),
}));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;
const entryOf = remoteEntryOf as jest.MockedFunction<typeof remoteEntryOf>;

const Donate = () => <h1>Donate page</h1>;
const Broken = () => {
  throw new Error('render bug in remote');
};

beforeEach(() => {
  resetRemoteModules();
  load.mockReset();
  entryOf.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function page() {
  return (
    <>
      <nav>
        <a href="/en/about">About</a>
      </nav>
      <RemoteSlot remote="donate" expose="./DonatePage" />
    </>
  );
}

describe('RemoteSlot', () => {
  it('shows the remote page once loaded', async () => {
    load.mockResolvedValue({ default: Donate });
    await renderWithProviders(page());
    expect(await screen.findByRole('heading', { name: 'Donate page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('donate', './DonatePage', false);
  });

  it('shows a translated message when the remote cannot load, and Retry loads it fresh', async () => {
    load.mockRejectedValueOnce(new Error('HTTP 404 mf-manifest.json')).mockResolvedValueOnce({ default: Donate });
    await renderWithProviders(page(), { language: 'es' });

    expect(await screen.findByText('No se pudo cargar esta parte de la página.')).toBeInTheDocument();
    // The rest of the page is untouched.
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Donate page' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('donate', './DonatePage', true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('contains a remote that throws while rendering, and keeps offering Retry while it still fails', async () => {
    load.mockResolvedValue({ default: Broken });
    await renderWithProviders(page());
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts its failure against the release the page runs, once per release', async () => {
    const release = 'https://cdn.test/donate/20261127T120000/mf-manifest.json';
    setRuntimeConfig({ supabaseUrl: 'https://api.test', supabaseAnonKey: 'anon-key', remotes: {} });
    entryOf.mockReturnValue(release);
    const sent = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true } as Response));
    const realFetch = global.fetch;
    global.fetch = sent as unknown as typeof fetch;
    try {
      load.mockResolvedValue({ default: Broken });
      await renderWithProviders(page());
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

      await waitFor(() => expect(sent).toHaveBeenCalled());
      expect(sent).toHaveBeenCalledTimes(1);
      const [url, init] = sent.mock.calls[0];
      expect(url).toBe('https://api.test/rest/v1/rpc/record_remote_failure');
      expect(JSON.parse(String(init.body))).toEqual({ manifest_url: release });
      expect(entryOf).toHaveBeenCalledWith('donate');
    } finally {
      global.fetch = realFetch;
    }
  });

  it('an inline slot fails small, without taking over the page', async () => {
    load.mockRejectedValue(new Error('offline'));
    await renderWithProviders(<RemoteSlot remote="auth" expose="./AccountMenu" variant="inline" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
