// A remote's server build learns its public path when the shell's server first initialises it: the browser
// build's folder, the parent of the server entry the shell registered under the remote's container name.
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import serverPublicPathPlugin from './server-public-path-plugin';

type WebpackRequire = { p?: string };
const holder = globalThis as { __webpack_require__?: WebpackRequire };

/** What the remote's copy does as its container initialises: the plugin's beforeInit with its own name. */
function initialiseCopy(name: string): string | undefined {
  const webpackRequire: WebpackRequire = {};
  holder.__webpack_require__ = webpackRequire;
  const plugin = serverPublicPathPlugin();
  // The runtime passes more (the host, its share scopes): the plugin reads the container's name only.
  const args = { options: { name, remotes: [] } };
  expect((plugin.beforeInit as unknown as (a: typeof args) => unknown)(args)).toBe(args);
  return webpackRequire.p;
}

beforeAll(() => {
  init({ name: 'tales_shell', remotes: [] });
});
afterAll(() => {
  delete holder.__webpack_require__;
});

describe('the server public path plugin', () => {
  it("sets the copy's public path to the browser build's folder of the entry the shell registered", () => {
    registerRemotes(
      [{ name: 'tales_reader', alias: 'reader', entry: 'https://cdn.example/reader/2026-11-20/server/remoteEntry.js' }],
      { force: true },
    );
    expect(initialiseCopy('tales_reader')).toBe('https://cdn.example/reader/2026-11-20/');
  });

  it('gives a new release its own folder, so each copy loads its chunks from where it came from', () => {
    registerRemotes(
      [{ name: 'tales_reader', alias: 'reader', entry: 'https://cdn.example/reader/2026-11-21/server/remoteEntry.js' }],
      { force: true },
    );
    expect(initialiseCopy('tales_reader')).toBe('https://cdn.example/reader/2026-11-21/');
  });

  it('leaves the public path alone for a container the shell has not registered', () => {
    expect(initialiseCopy('tales_calendar')).toBeUndefined();
  });
});
