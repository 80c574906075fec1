/** @jest-environment node */
// The remotes' server code as the server keeps it: loaded at run time through the federation runtime from a host
// serving the remotes' releases; a new release replaces the running one only once it has loaded, and a release
// that fails leaves the last good one running.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { init } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@tales/shared/config';
import { DEFAULT_NAMESPACE, languages } from '@tales/shared/i18n';
import { createRemoteRegistry, type LoadedRemotes, type RemoteRegistry } from './remote-registry';
import { httpEntryLoader, startRemoteHost, type Release, type RemoteHost } from './test-remotes';
import { createServerTexts, type ServerTexts } from './texts';

const HOME = 'tales_reader/HomePage';
const STORY = 'tales_reader/StoryPage';
const DONATE = 'tales_donate/DonatePage';
const WAIT_MS = 10_000;

const reader = (version: string, overrides: Partial<Release> = {}): Release => ({
  pages: { './HomePage': { heading: `home ${version}` }, './StoryPage': { heading: `story ${version}` } },
  ...overrides,
});
const donate = (version: string): Release => ({ pages: { './DonatePage': { heading: `donate ${version}` } } });

let host: RemoteHost;
let localesDir: string;
let texts: ServerTexts;
let registry: RemoteRegistry;
let logged: string[];

beforeAll(async () => {
  init({ name: 'tales_shell', remotes: [], plugins: [httpEntryLoader] });
  host = await startRemoteHost();
  localesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-registry-'));
  for (const lng of languages) {
    fs.mkdirSync(path.join(localesDir, lng));
    fs.writeFileSync(
      path.join(localesDir, lng, `${DEFAULT_NAMESPACE}.json`),
      JSON.stringify({ shell: { title: 'Tales' } }),
    );
  }
});
afterAll(async () => {
  await host.close();
  fs.rmSync(localesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  logged = [];
  texts = await createServerTexts(localesDir);
  registry = createRemoteRegistry({
    rendered: [
      { page: { remote: 'reader', expose: './HomePage' }, data: { remote: 'reader', expose: './HomePage.data' } },
      { page: { remote: 'reader', expose: './StoryPage' }, data: { remote: 'reader', expose: './StoryPage.data' } },
      { page: { remote: 'donate', expose: './DonatePage' } },
    ],
    texts,
    log: (message) => logged.push(message),
  });
});

/** What the last sync gave a page to render with. */
let loaded: LoadedRemotes;
const sync = async (next: RuntimeConfig) => (loaded = await registry.sync(next, WAIT_MS));

const config = (remotes: RuntimeConfig['remotes']): RuntimeConfig => ({
  supabaseUrl: 'http://api.invalid',
  supabaseAnonKey: 'anon',
  remotes,
});

/** What the server renders for a module now: its markup, or undefined when the browser would render it. */
function rendered(id: string): string | undefined {
  const component = loaded.modules.get(id) as ComponentType | undefined;
  return component && renderToStaticMarkup(createElement(component));
}

/** The remote's texts the server renders with. */
const readerText = (lng: 'en' | 'de' = 'en') => texts.forRequest(lng, loaded.releases).t('test_reader.release');

const serverEntryAsked = (key: string, version: string) =>
  host.requests.filter((request) => request === `/${key}/${version}/server/remoteEntry.js`).length;

describe('the remote registry', () => {
  it("loads every rendered expose of each remote in the config, with its texts and its page's files", async () => {
    await sync(
      config({
        reader: host.publish('reader', 'r1', reader('r1')),
        donate: host.publish('donate', 'd1', donate('d1')),
      }),
    );
    expect(rendered(HOME)).toBe('<h1>home r1</h1>');
    expect(rendered(STORY)).toBe('<h1>story r1</h1>');
    expect(rendered(DONATE)).toBe('<h1>donate d1</h1>');
    expect(readerText('de')).toBe('reader r1 in de');
    const assets = loaded.assets(HOME);
    expect(assets?.css).toEqual([
      {
        href: expect.stringMatching(/\/reader\/r1\/homepage\.[0-9a-f]+\.css$/),
        css: '.reader-r1-homepage{color:teal}',
      },
    ]);
    expect(assets?.js).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/reader\/r1\/homepage\.[0-9a-f]+\.js$/),
    ]);
  });

  it('leaves a remote the config does not name to the browser', async () => {
    await sync(config({ reader: host.publish('reader', 'r2', reader('r2')) }));
    expect(rendered(HOME)).toBe('<h1>home r2</h1>');
    expect(rendered(DONATE)).toBeUndefined();
    expect(loaded.assets(DONATE)).toBeUndefined();
  });

  it('replaces a remote with its new release once that release has loaded', async () => {
    await sync(config({ reader: host.publish('reader', 'r3', reader('r3')) }));
    await sync(config({ reader: host.publish('reader', 'r4', reader('r4')) }));
    expect(rendered(HOME)).toBe('<h1>home r4</h1>');
    expect(rendered(STORY)).toBe('<h1>story r4</h1>');
    expect(readerText()).toBe('reader r4 in en');
    expect(loaded.assets(HOME)?.css[0]?.css).toBe('.reader-r4-homepage{color:teal}');
    expect(
      logged.some((line) => line.startsWith('reader: server code loaded from') && line.includes('/reader/r4/')),
    ).toBe(true);
  });

  it.each<[string, string, Partial<Release>]>([
    ['its server entry answers an HTTP error', 'r6-http-error', { serverEntry: 'http-error' }],
    ['its server entry throws as it runs', 'r6-throws', { serverEntry: 'throws' }],
    ['it lacks one of the rendered exposes', 'r6-partial', { pages: { './HomePage': { heading: 'home r6' } } }],
  ])(
    'leaves a remote to the browser while its new release fails to load, and keeps the previous one (%s)',
    async (_, version, failure) => {
      const previous = config({ reader: host.publish('reader', 'r5', reader('r5')) });
      await sync(previous);
      const failing = host.publish('reader', version, reader('r6', failure));
      await sync(config({ reader: failing }));
      // The browser runs the new release: the server's page must not show the previous one's markup.
      expect(rendered(HOME)).toBeUndefined();
      expect(rendered(STORY)).toBeUndefined();
      expect(loaded.assets(HOME)).toBeUndefined();
      // Readers still on the previous release (a canary's others) get it rendered as before.
      await sync(previous);
      expect(rendered(HOME)).toBe('<h1>home r5</h1>');
      expect(rendered(STORY)).toBe('<h1>story r5</h1>');
      expect(readerText()).toBe('reader r5 in en');
      expect(loaded.assets(HOME)?.css[0]?.css).toBe('.reader-r5-homepage{color:teal}');
      expect(
        logged.some((line) =>
          line.startsWith(`reader: server code from ${new URL('server/remoteEntry.js', failing).href} not loaded`),
        ),
      ).toBe(true);
    },
  );

  it('tries a failed release again on the next request, and takes it once it loads', async () => {
    await sync(config({ reader: host.publish('reader', 'r7', reader('r7')) }));
    const next = host.publish('reader', 'r8', reader('r8', { serverEntry: 'http-error' }));
    await sync(config({ reader: next }));
    expect(rendered(HOME)).toBeUndefined();
    // The host puts the release right at the same address.
    host.publish('reader', 'r8', reader('r8'));
    await sync(config({ reader: next }));
    expect(rendered(HOME)).toBe('<h1>home r8</h1>');
  });

  it('leaves a remote whose first release fails to the browser, and loads it once it can', async () => {
    const entry = host.publish('donate', 'd2', { ...donate('d2'), serverEntry: 'throws' });
    await sync(config({ donate: entry }));
    expect(rendered(DONATE)).toBeUndefined();
    host.publish('donate', 'd2', donate('d2'));
    await sync(config({ donate: entry }));
    expect(rendered(DONATE)).toBe('<h1>donate d2</h1>');
  });

  it('does not load a remote again while the config names the same release', async () => {
    const entry = host.publish('reader', 'r9', reader('r9'));
    await sync(config({ reader: entry }));
    const asked = serverEntryAsked('reader', 'r9');
    await sync(config({ reader: entry }));
    expect(serverEntryAsked('reader', 'r9')).toBe(asked);
    expect(rendered(HOME)).toBe('<h1>home r9</h1>');
  });

  it("loads each page's data loader from the same release as the page, and takes a release only with both", async () => {
    const request = {
      params: {},
      search: new URLSearchParams(),
      lng: 'en' as const,
      admin: false,
      now: new Date(),
      onServer: true,
    };
    const withLoader = (
      version: string,
      data: Release['data'] = { './HomePage.data': { answers: { [`day:${version}`]: version } } },
    ) => reader(version, { data });
    const needs = () =>
      loaded
        .loader(HOME)?.(request)
        .needs.map((need) => need.key);
    await sync(config({ reader: host.publish('reader', 'r12', withLoader('r12')) }));
    expect(needs()).toEqual(['day:r12']);
    expect(loaded.loader(DONATE)).toBeUndefined();

    const r13 = config({ reader: host.publish('reader', 'r13', withLoader('r13')) });
    await sync(r13);
    expect(needs()).toEqual(['day:r13']);
    expect(rendered(HOME)).toBe('<h1>home r13</h1>');

    // A release without the loader its page needs is not taken: neither its page nor its loader, and the
    // release before it keeps both.
    await sync(config({ reader: host.publish('reader', 'r14', withLoader('r14', { './HomePage.data': 'missing' })) }));
    expect(needs()).toBeUndefined();
    expect(rendered(HOME)).toBeUndefined();
    await sync(r13);
    expect(needs()).toEqual(['day:r13']);
    expect(rendered(HOME)).toBe('<h1>home r13</h1>');
  });

  it("holds a remote's stable and canary releases side by side, each page with its own code and texts", async () => {
    const stable = config({ reader: host.publish('reader', 'r20', reader('r20')) });
    const canary = config({ reader: host.publish('reader', 'r21', reader('r21')) });
    await sync(stable);
    await sync(canary);
    expect(rendered(HOME)).toBe('<h1>home r21</h1>');
    expect(readerText('de')).toBe('reader r21 in de');
    await sync(stable);
    expect(rendered(HOME)).toBe('<h1>home r20</h1>');
    expect(readerText('de')).toBe('reader r20 in de');
    expect(loaded.assets(HOME)?.css[0]?.css).toBe('.reader-r20-homepage{color:teal}');
  });

  describe('revalidation (the same address, its server entry changed in place)', () => {
    it('loads a changed server entry, and keeps the loaded one when it did not change', async () => {
      const entry = host.publish('reader', 'r10', reader('r10'));
      await sync(config({ reader: entry }));
      await registry.revalidate();
      await sync(config({ reader: entry }));
      expect(rendered(HOME)).toBe('<h1>home r10</h1>');
      expect(logged.filter((line) => line.startsWith('reader: server code'))).toHaveLength(1);

      host.publish('reader', 'r10', reader('r10 rebuilt'));
      await registry.revalidate();
      await sync(config({ reader: entry }));
      expect(rendered(HOME)).toBe('<h1>home r10 rebuilt</h1>');
    });

    it('asks for an entry it has with its validator, so an unchanged one costs a 304 and no download', async () => {
      const entry = host.publish('reader', 'r12', reader('r12'));
      const serverEntry = '/reader/r12/server/remoteEntry.js';
      await sync(config({ reader: entry }));
      await registry.revalidate();
      await registry.revalidate();
      expect(host.notModified.filter((path) => path === serverEntry)).toHaveLength(2);

      host.publish('reader', 'r12', reader('r12 rebuilt'));
      await registry.revalidate();
      await sync(config({ reader: entry }));
      expect(rendered(HOME)).toBe('<h1>home r12 rebuilt</h1>');
      expect(host.notModified.filter((path) => path === serverEntry)).toHaveLength(2);
      await registry.revalidate();
      expect(host.notModified.filter((path) => path === serverEntry)).toHaveLength(3);
    });

    it('keeps the last good version when the changed entry fails', async () => {
      const entry = host.publish('reader', 'r11', reader('r11'));
      await sync(config({ reader: entry }));
      host.publish('reader', 'r11', reader('r11 broken', { serverEntry: 'throws' }));
      await registry.revalidate();
      await sync(config({ reader: entry }));
      expect(rendered(HOME)).toBe('<h1>home r11</h1>');
      host.publish('reader', 'r11', reader('r11', { serverEntry: 'http-error' }));
      await registry.revalidate();
      await sync(config({ reader: entry }));
      expect(rendered(HOME)).toBe('<h1>home r11</h1>');
      expect(readerText()).toBe('reader r11 in en');
    });
  });
});
