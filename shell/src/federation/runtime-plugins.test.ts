/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The shell's federation runtime plugins in the runtime itself, as the shell's build installs them: remotes named
// by their mf-manifest.json (manifest-plugin), requests retried before giving up (retry-plugin), and a remote that
// cannot be had handed to its slot as a component that shows the retry message (fallback-plugin).
import './test-build-flags';
import type { ComponentType } from 'react';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { httpEntryLoader, startRemoteHost, type RemoteHost } from '../server/test-remotes';
import fallbackPlugin from './fallback-plugin';
import manifestPlugin from './manifest-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';
import retryPlugin from './retry-plugin';

jest.setTimeout(30_000);

const HOME = 'tales_reader/HomePage';
let host: RemoteHost;
let versions = 0;

beforeAll(async () => {
  host = await startRemoteHost();
});
afterAll(() => host.close());
beforeEach(() => {
  document.head.innerHTML = '';
  // The retry plugin reports each retry on the console.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A release of the reader at a fresh address, and a runtime (as the shell's) pointed at its manifest. */
function readerRelease(pages: Record<string, { heading: string }> = { './HomePage': { heading: 'home' } }) {
  const version = `v${++versions}`;
  const manifest = host.publish('reader', version, { pages });
  const runtime: ModuleFederation = createInstance({
    name: `tales_shell_${version}`,
    remotes: [{ name: 'tales_reader', alias: 'reader', entry: manifest }],
    plugins: [retryPlugin(), manifestPlugin(), fallbackPlugin(), httpEntryLoader],
  });
  const path = (file: string) => `/reader/${version}/${file}`;
  return {
    runtime,
    manifest,
    path,
    asked: (file: string) => host.requests.filter((request) => request === path(file)).length,
  };
}

type Loaded = { default: ComponentType };

/** What the slot would render: the expose's markup, or the error its component throws. */
function renderOutcome(loaded: Loaded | null): string | Error {
  const Component = loaded?.default as unknown as () => unknown;
  try {
    const element = Component() as { props: { children: string } };
    return element.props.children;
  } catch (error) {
    return error as Error;
  }
}

describe("the shell's federation runtime plugins", () => {
  it('loads a remote named by its manifest: the entry the manifest names, with the page files preloaded', async () => {
    const { runtime, path, asked } = readerRelease();
    expect(renderOutcome(await runtime.loadRemote<Loaded>(HOME))).toBe('home');
    expect(asked('mf-manifest.json')).toBe(1);
    expect(asked('remoteEntry.js')).toBe(1);
    const preloads = [...document.head.querySelectorAll('link[rel=preload]')].map(
      (link) => `${link.getAttribute('as')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
    );
    expect(preloads).toEqual(
      expect.arrayContaining([
        `script ${path('remoteEntry.js')}`,
        expect.stringMatching(/^script \/reader\/v\d+\/homepage\.[0-9a-f]+\.js$/),
        expect.stringMatching(/^style \/reader\/v\d+\/homepage\.[0-9a-f]+\.css$/),
      ]),
    );
  });

  it('asks for a failing manifest again, and loads the remote when a retry answers', async () => {
    const { runtime, path, asked } = readerRelease();
    host.failNext(path('mf-manifest.json'), 2);
    expect(renderOutcome(await runtime.loadRemote<Loaded>(HOME))).toBe('home');
    expect(asked('mf-manifest.json')).toBe(3);
  });

  it('asks for a failing entry script again, and loads the remote when a retry answers', async () => {
    const { runtime, path, asked } = readerRelease();
    host.failNext(path('remoteEntry.js'), 2);
    expect(renderOutcome(await runtime.loadRemote<Loaded>(HOME))).toBe('home');
    expect(asked('remoteEntry.js')).toBe(3);
  });

  it("gives up on a manifest after its retries, handing the slot a component that throws the remote's unavailability", async () => {
    const { runtime, path, asked } = readerRelease();
    host.failNext(path('mf-manifest.json'), 10);
    const outcome = renderOutcome(await runtime.loadRemote<Loaded>(HOME));
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(outcome).toMatchObject({ remoteId: HOME });
    expect(asked('mf-manifest.json')).toBe(3);
  });

  it('gives up on an entry script after its retries, with the same unavailable component', async () => {
    const { runtime, path, asked } = readerRelease();
    host.failNext(path('remoteEntry.js'), 10);
    const outcome = renderOutcome(await runtime.loadRemote<Loaded>(HOME));
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect((outcome as RemoteUnavailableError).cause.message).toContain('RUNTIME-008');
    // The retry plugin tries a script once more than its retryTimes (2) after the first failure.
    expect(asked('remoteEntry.js')).toBe(4);
  });

  it('hands over the unavailable component for an expose the release lacks', async () => {
    const { runtime } = readerRelease({ './StoryPage': { heading: 'story' } });
    const outcome = renderOutcome(await runtime.loadRemote<Loaded>(HOME));
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(renderOutcome(await runtime.loadRemote<Loaded>('tales_reader/StoryPage'))).toBe('story');
  });

  it('reads a release registered again afresh, so a shipped remote loads its new manifest', async () => {
    const { runtime, manifest, asked } = readerRelease();
    await runtime.loadRemote<Loaded>(HOME);
    runtime.registerRemotes([{ name: 'tales_reader', alias: 'reader', entry: manifest }], { force: true });
    expect(renderOutcome(await runtime.loadRemote<Loaded>(HOME))).toBe('home');
    expect(asked('mf-manifest.json')).toBe(2);
  });
});
