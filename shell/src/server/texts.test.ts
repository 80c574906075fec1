/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_NAMESPACE, languages } from '@tales/shared/i18n';
import { createServerTexts } from './texts';

/** The shell's texts in every language: `{dir}/{lng}/common.json`, each saying which language it is. */
function shellLocales(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-texts-'));
  for (const lng of languages) {
    fs.mkdirSync(path.join(dir, lng));
    fs.writeFileSync(
      path.join(dir, lng, `${DEFAULT_NAMESPACE}.json`),
      JSON.stringify({ shell: { hello: `hello in ${lng}`, days: 'every {{count}} days' } }),
    );
  }
  return dir;
}

/** A remote's browser build publishing its texts (`locales/{lng}.json`); `version` changes what it says. */
async function remoteTexts() {
  let version = 1;
  const server = http.createServer((req, res) => {
    const lng = /locales\/(\w+)\.json/.exec(req.url ?? '')?.[1];
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ reader: { title: `story v${version} in ${lng}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    entry: `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`,
    publish: (next: number) => (version = next),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("the server's texts", () => {
  it('answers each language in its own words, the same on every render, with options applied each time', async () => {
    const texts = await createServerTexts(shellLocales());
    const es = texts.forRequest('es').getFixedT('es');
    const de = texts.forRequest('de').getFixedT('de');
    expect(es('shell.hello')).toBe('hello in es');
    expect(es('shell.hello')).toBe('hello in es');
    expect(de('shell.hello')).toBe('hello in de');
    expect(es('shell.days', { count: 3 })).toBe('every 3 days');
    expect(es('shell.days', { count: 5 })).toBe('every 5 days');
  });

  it('says what a new version of a remote says once its texts are loaded, never what the previous one said', async () => {
    const remote = await remoteTexts();
    try {
      const texts = await createServerTexts(shellLocales());
      const t = () => texts.forRequest('fr', { reader: remote.entry }).getFixedT('fr')('reader.title');
      expect(t()).toBe('reader.title');
      await texts.loadRemote(remote.entry);
      expect(t()).toBe('story v1 in fr');
      remote.publish(2);
      await texts.loadRemote(remote.entry);
      expect(t()).toBe('story v2 in fr');
    } finally {
      await remote.close();
    }
  });
});
