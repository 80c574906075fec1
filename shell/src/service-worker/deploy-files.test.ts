import type { RemoteManifest } from '../federation/manifest';
import { belongsToDeploy, readerExposes, remoteDeployFiles } from './deploy-files';

const manifestUrl = 'http://127.0.0.1:3001/releases/v7/mf-manifest.json';
const assets = (sync: string[], async: string[] = []) => ({ sync, async });
const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './HomePage',
      assets: { js: assets(['home.1111aaaa.js'], ['dates.2222bbbb.js']), css: assets(['home.3333cccc.css']) },
    },
    {
      path: 'StoryPage',
      assets: {
        js: assets(['story.4444dddd.js'], ['account-reader-library.7777aaaa.js']),
        css: assets([], ['story.5555eeee.css']),
      },
    },
    { path: './Unused', assets: { js: assets(['unused.6666ffff.js']), css: assets([]) } },
  ],
};

describe('readerExposes', () => {
  it("lists what an anonymous reader's pages render, and their data loaders, by remote: no account code and never the admin remote", () => {
    const exposes = readerExposes(false);
    expect(exposes.get('reader')).toEqual(
      new Set([
        './HomePage',
        './StoryPage',
        './StoryListingPage',
        './SearchPage',
        './HomePage.data',
        './StoryPage.data',
        './StoryListingPage.data',
        './SearchPage.data',
      ]),
    );
    expect(exposes.get('calendar')).toEqual(new Set(['./CalendarPage', './CalendarPage.data']));
    expect(exposes.get('donate')).toEqual(new Set(['./DonatePage', './DonatePage.data']));
    expect(exposes.has('auth')).toBe(false);
    expect(exposes.has('admin')).toBe(false);
  });

  it("adds the account menu and the reader's own pages for a signed-in reader, still without the admin remote", () => {
    const exposes = readerExposes(true);
    expect(exposes.get('auth')).toEqual(new Set(['./AccountPage', './AccountMenu']));
    expect(exposes.get('reader')).toEqual(
      new Set([
        './HomePage',
        './StoryPage',
        './StoryListingPage',
        './SearchPage',
        './LibraryPage',
        './HomePage.data',
        './StoryPage.data',
        './StoryListingPage.data',
        './SearchPage.data',
      ]),
    );
    expect(exposes.has('admin')).toBe(false);
  });
});

describe('remoteDeployFiles', () => {
  it('lists the manifest, the entry, the texts and every file of the wanted exposes, as absolute URLs next to the manifest', () => {
    const files = remoteDeployFiles(
      manifestUrl,
      manifest,
      new Set(['./HomePage', './StoryPage']),
      'http://127.0.0.1:3001/releases/v7/locales/de.json',
    );
    expect(files.sort()).toEqual(
      [
        manifestUrl,
        'http://127.0.0.1:3001/releases/v7/remoteEntry.js',
        'http://127.0.0.1:3001/releases/v7/locales/de.json',
        'http://127.0.0.1:3001/releases/v7/home.1111aaaa.js',
        'http://127.0.0.1:3001/releases/v7/dates.2222bbbb.js',
        'http://127.0.0.1:3001/releases/v7/home.3333cccc.css',
        'http://127.0.0.1:3001/releases/v7/story.4444dddd.js',
        'http://127.0.0.1:3001/releases/v7/account-reader-library.7777aaaa.js',
        'http://127.0.0.1:3001/releases/v7/story.5555eeee.css',
      ].sort(),
    );
  });

  it("keeps a page's account chunks (what only a session loads) off a signed-out reader's device", () => {
    const files = remoteDeployFiles(
      manifestUrl,
      manifest,
      new Set(['./StoryPage']),
      'http://127.0.0.1:3001/releases/v7/locales/en.json',
      false,
    );
    expect(files).toContain('http://127.0.0.1:3001/releases/v7/story.4444dddd.js');
    expect(files.filter((file) => file.includes('account-'))).toEqual([]);
  });

  it('leaves out the exposes a reader never sees', () => {
    const files = remoteDeployFiles(
      manifestUrl,
      manifest,
      new Set(['./HomePage']),
      'http://127.0.0.1:3001/releases/v7/locales/en.json',
    );
    expect(files.some((file) => file.includes('unused') || file.includes('story.'))).toBe(false);
  });
});

describe('belongsToDeploy', () => {
  const current = new Set([manifestUrl, 'http://127.0.0.1:3001/releases/v7/home.1111aaaa.js']);

  it('keeps the current files and the texts of any language next to a current manifest', () => {
    expect(belongsToDeploy('http://127.0.0.1:3001/releases/v7/home.1111aaaa.js', current, [manifestUrl])).toBe(true);
    expect(belongsToDeploy('http://127.0.0.1:3001/releases/v7/locales/ru.json', current, [manifestUrl])).toBe(true);
  });

  it('drops the files and texts of an older deploy', () => {
    expect(belongsToDeploy('http://127.0.0.1:3001/releases/v6/home.9999aaaa.js', current, [manifestUrl])).toBe(false);
    expect(belongsToDeploy('http://127.0.0.1:3001/releases/v6/locales/en.json', current, [manifestUrl])).toBe(false);
    expect(belongsToDeploy('http://127.0.0.1:3001/releases/v7/other/locales/en.json', current, [manifestUrl])).toBe(
      false,
    );
  });
});
