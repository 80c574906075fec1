import { isPrecached, precacheEntries } from './precache-manifest';

describe("the shell's precache list", () => {
  it('holds the page, code, styles, texts, icon and fonts of the build', () => {
    for (const file of [
      'index.html',
      'main.6a7b5999.js',
      '109.942f1719.css',
      'locales/de/common.json',
      'favicon.svg',
      'fonts/body.woff2',
    ]) {
      expect(isPrecached(file)).toBe(true);
    }
  });

  it('never holds the worker itself, its kill switch, source maps or federation metadata', () => {
    for (const file of [
      'sw.js',
      'sw-kill-switch.js',
      'main.6a7b5999.js.map',
      'mf-manifest.json',
      'mf-stats.json',
      'remoteEntry.js',
      'runtime-config.json',
    ]) {
      expect(isPrecached(file)).toBe(false);
    }
  });

  it('revises a content-hashed file by its name and any other by its content', () => {
    const one = precacheEntries([
      { name: 'main.6a7b5999.js', content: 'a' },
      { name: 'index.html', content: '<html>one</html>' },
      { name: 'main.6a7b5999.js.map', content: '{}' },
    ]);
    const two = precacheEntries([
      { name: 'main.6a7b5999.js', content: 'a' },
      { name: 'index.html', content: '<html>two</html>' },
    ]);
    expect(one.map((entry) => entry.url)).toEqual(['/index.html', '/main.6a7b5999.js']);
    expect(one[1].revision).toBeNull();
    expect(one[0].revision).toMatch(/^[0-9a-f]{16}$/);
    expect(two[0].revision).not.toBe(one[0].revision);
  });
});
