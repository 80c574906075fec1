// An open page follows the server's config: a remote shipped to a new URL is the one its next render loads.
import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n, resetRemoteTexts } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { RemoteSlot } from './RemoteSlot';
import { resetRemoteModules } from './remote-modules';
import { REFRESH_INTERVAL_MS, REFRESH_TIMEOUT_MS, refreshRemotes, registerRemotesFrom, resetRemotes } from './remotes';

// The federation runtime needs real script loading; here a container is the release its entry URL names.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const release = (version: string) => `http://cdn/donate/${version}/mf-manifest.json`;
const config = (donate: string) => ({
  supabaseUrl: 'http://api',
  supabaseAnonKey: 'anon',
  remotes: { donate, reader: 'http://cdn/reader/v1/mf-manifest.json' },
});

/** What the server answers for /runtime-config.json: a config, or a failure. */
let served: ReturnType<typeof config> | 'down' | 500 | 'silent';
const asked: string[] = [];
let now = 1_000_000;

function registeredEntry(name: string): string | undefined {
  const calls = register.mock.calls.flatMap(([remotes]) => remotes).filter((remote) => remote.name === name);
  const last = calls.at(-1);
  return last && 'entry' in last ? last.entry : undefined;
}

beforeEach(() => {
  resetRemotes();
  resetRemoteModules();
  resetRemoteTexts();
  register.mockClear();
  load.mockClear();
  asked.length = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockImplementation(async () => {
    const version = /\/donate\/(v\d+)\//.exec(registeredEntry('tales_donate') ?? '')?.[1];
    const Page = () => {
      const { t } = useTranslation();
      return (
        <>
          <h1>{t('donate.title')}</h1>
          <p>code {version}</p>
        </>
      );
    };
    return { default: Page };
  });
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    if (url === '/runtime-config.json') {
      if (served === 'down') throw new TypeError('Failed to fetch');
      if (served === 'silent') {
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }
      if (served === 500) return { ok: false, status: 500, json: async () => ({}) } as Response;
      return { ok: true, status: 200, json: async () => served } as Response;
    }
    const [, version, lng] = /\/donate\/(v\d+)\/locales\/([a-z]+)\.json$/.exec(url) ?? [];
    if (!version) return { ok: false, status: 404, json: async () => ({}) } as Response;
    return {
      ok: true,
      status: 200,
      json: async () => ({ donate: { title: `Give (${version} texts, ${lng})` } }),
    } as Response;
  }) as unknown as typeof fetch;

  // The page boots with release v1.
  served = config(release('v1'));
  registerRemotesFrom(served);
});

/** The donate page mounted as a navigation to it would, showing whatever the page now loads. */
async function visitDonate() {
  const view = await renderWithProviders(<RemoteSlot remote="donate" expose="./DonatePage" />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const configRequests = () => asked.filter((url) => url === '/runtime-config.json').length;

describe('an open page following a shipped remote', () => {
  it('loads the new release, code and texts, on the next render after the server moved the remote', async () => {
    const before = await visitDonate();
    expect(screen.getByText('code v1')).toBeInTheDocument();
    before.unmount();

    served = config(release('v2'));
    now += REFRESH_INTERVAL_MS;
    await act(() => refreshRemotes());
    expect(registeredEntry('tales_donate')).toBe(release('v2'));
    expect(register).toHaveBeenLastCalledWith([{ name: 'tales_donate', alias: 'donate', entry: release('v2') }], {
      force: true,
    });

    await visitDonate();
    expect(screen.getByRole('heading', { level: 1, name: 'Give (v2 texts, en)' })).toBeInTheDocument();
    expect(screen.getByText('code v2')).toBeInTheDocument();

    // A language the page had loaded before the move shows the new release's texts too.
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Give (v2 texts, de)' })).toBeInTheDocument();
  });

  it('asks before the first load of a remote once the interval has passed, so no navigation is needed first', async () => {
    served = config(release('v2'));
    now += REFRESH_INTERVAL_MS;
    await visitDonate();
    expect(screen.getByText('code v2')).toBeInTheDocument();
    expect(configRequests()).toBe(1);
  });

  it('keeps the loaded remote when the URL is unchanged', async () => {
    (await visitDonate()).unmount();
    now += REFRESH_INTERVAL_MS;
    const registrations = register.mock.calls.length;
    await act(() => refreshRemotes());
    expect(configRequests()).toBe(1);
    expect(register.mock.calls).toHaveLength(registrations);

    await visitDonate();
    expect(screen.getByText('code v1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['unreachable', 'down' as const],
    ['answering 500', 500 as const],
  ])('changes nothing while the config is %s, and follows it once it answers again', async (_, failure) => {
    served = failure;
    now += REFRESH_INTERVAL_MS;
    await expect(refreshRemotes()).resolves.toBeUndefined();
    await visitDonate();
    expect(screen.getByRole('heading', { level: 1, name: 'Give (v1 texts, en)' })).toBeInTheDocument();
    expect(screen.getByText('code v1')).toBeInTheDocument();

    served = config(release('v2'));
    now += REFRESH_INTERVAL_MS;
    await act(() => refreshRemotes());
    expect(registeredEntry('tales_donate')).toBe(release('v2'));
  });

  it('loads the remote it knows when the config does not answer at all', async () => {
    served = 'silent';
    now += REFRESH_INTERVAL_MS;
    jest.useFakeTimers({ doNotFake: ['Date'] });
    try {
      const refreshed = refreshRemotes();
      await jest.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
      await refreshed;
    } finally {
      jest.useRealTimers();
    }
    await visitDonate();
    expect(screen.getByText('code v1')).toBeInTheDocument();
    expect(configRequests()).toBe(1);
  });

  it('asks at most once per interval, and callers meanwhile share one request', async () => {
    now += REFRESH_INTERVAL_MS;
    await Promise.all([refreshRemotes(), refreshRemotes(), refreshRemotes()]);
    expect(configRequests()).toBe(1);

    now += REFRESH_INTERVAL_MS - 1;
    await refreshRemotes();
    expect(configRequests()).toBe(1);

    now += 1;
    await refreshRemotes();
    expect(configRequests()).toBe(2);
  });

  it('does not ask right after boot: the config the page opened with is fresh', async () => {
    await refreshRemotes();
    await visitDonate();
    expect(configRequests()).toBe(0);
  });
});
