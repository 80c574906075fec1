// For the tests of the server and the federation runtime: remotes' builds as a host serves them over HTTP (each
// release's manifest, entries, texts and stylesheet), and the one piece of the federation runtime jest cannot run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteKey } from '@tales/shared/federation';
import { languages } from '@tales/shared/i18n';

/** What an exposed page does when the server renders it. */
export type PageCode = { heading: string } | { throws: string } | 'suspends';

/**
 * What a page's data loader (`./HomePage.data`) answers the server: each need's answer by cache key, the story the
 * page is about or the listing it shows, an error thrown when asked, or no loader at all. A page whose loader the
 * release does not name needs nothing.
 */
export type DataCode =
  | {
      answers?: Record<string, unknown>;
      story?: { key: string; answer: unknown };
      listing?: { key: string; answer: unknown };
    }
  | { throws: string }
  | 'missing';

export type Release = {
  /** The release's exposes (`./HomePage`) and what each renders. */
  pages: Record<string, PageCode>;
  /** Its pages' data loaders (`./HomePage.data`), when they answer something. */
  data?: Record<string, DataCode>;
  /** How the server entry fails: answered with an HTTP error, or a script that throws when it runs. */
  serverEntry?: 'http-error' | 'throws';
};

export type RemoteHost = {
  /** Publishes a release of a remote; answers its browser entry (the manifest), as runtime-config.json names it. */
  publish(key: RemoteKey, version: string, release: Release): string;
  /** Answers the next `times` requests for `path` (`/reader/v1/mf-manifest.json`) with HTTP 503. */
  failNext(path: string, times: number): void;
  /** Every path asked for, in order. */
  requests: string[];
  /** The paths answered 304 Not Modified (asked with the validator of the file as it still is), in order. */
  notModified: string[];
  close(): Promise<void>;
};

const hashOf = (text: string) =>
  [...text]
    .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
    .toString(16)
    .padStart(8, '0');

/** A container as the server build's remoteEntry.js is one: `init`, and `get` resolving to a module factory. */
function serverEntryCode(key: RemoteKey, version: string, release: Release): string {
  if (release.serverEntry === 'throws') return `throw new Error('${key} ${version}: broken server entry');`;
  const pages = Object.entries(release.pages).map(([expose, code]) => {
    const body =
      code === 'suspends'
        ? 'throw new Promise(() => {});'
        : 'throws' in code
          ? `throw new Error(${JSON.stringify(code.throws)});`
          : `return React.createElement('h1', null, ${JSON.stringify(code.heading)});`;
    return `${JSON.stringify(expose)}: function Page() { ${body} }`;
  });
  const data = Object.entries(release.data ?? {});
  const missing = data.filter(([, code]) => code === 'missing').map(([expose]) => expose);
  const loaders = data
    .flatMap(([expose, code]) => (code === 'missing' ? [] : [[expose, code] as const]))
    .map(([expose, code]) => {
      if ('throws' in code)
        return `${JSON.stringify(expose)}: function load() { throw new Error(${JSON.stringify(code.throws)}); }`;
      const answer = (value: unknown) => `fetch: () => Promise.resolve(${JSON.stringify(value)})`;
      const needs = Object.entries(code.answers ?? {}).map(
        ([need, value]) => `{ key: ${JSON.stringify(need)}, ${answer(value)} }`,
      );
      const story = code.story
        ? `, story: { key: ${JSON.stringify(code.story.key)}, ${answer(code.story.answer)} }`
        : '';
      const listing = code.listing
        ? `, listing: { key: ${JSON.stringify(code.listing.key)}, ${answer(code.listing.answer)} }`
        : '';
      return `${JSON.stringify(expose)}: function load() { return { needs: [${needs.join(', ')}]${story}${listing} }; }`;
    });
  return [
    `const React = require('react');`,
    `const pages = { ${pages.join(', ')} };`,
    `const loaders = { ${loaders.join(', ')} };`,
    `const needsNothing = () => ({ needs: [] });`,
    `const missing = ${JSON.stringify(missing)};`,
    `module.exports = { init() {}, get(expose) {`,
    `  const module = pages[expose] || loaders[expose] || (expose.endsWith('.data') && !missing.includes(expose) ? needsNothing : undefined);`,
    `  return module ? Promise.resolve(() => ({ default: module })) : Promise.reject(new Error('${containerName(key)} has no ' + expose));`,
    `} };`,
  ].join('\n');
}

export async function startRemoteHost(): Promise<RemoteHost> {
  const files = new Map<string, { type: string; body: string } | 'http-error'>();
  const requests: string[] = [];
  const notModified: string[] = [];
  const failures = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    requests.push(path);
    const failing = failures.get(path) ?? 0;
    if (failing > 0) {
      failures.set(path, failing - 1);
      res.writeHead(503).end();
      return;
    }
    const file = files.get(path);
    if (!file || file === 'http-error') {
      res.writeHead(file ? 500 : 404).end();
      return;
    }
    const etag = `"${hashOf(file.body)}"`;
    // As a static server or a CDN: `no-cache` asks for the file itself, whatever the validator.
    const fresh = !/no-cache/.test(req.headers['cache-control'] ?? '') && req.headers['if-none-match'] === etag;
    if (fresh) {
      notModified.push(path);
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, ETag: etag }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    requests,
    notModified,
    failNext: (path, times) => failures.set(path, times),
    publish(key, version, release) {
      const dir = `/${key}/${version}/`;
      const exposes = Object.keys(release.pages).map((expose) => {
        const name = expose.replace(/^\.\//, '').toLowerCase();
        const css = `${name}.${hashOf(`${key}${version}${name}`)}.css`;
        files.set(dir + css, { type: 'text/css', body: `.${key}-${version}-${name}{color:teal}` });
        return {
          path: expose,
          assets: {
            js: { sync: [`${name}.${hashOf(`${version}${name}js`)}.js`], async: [] },
            css: { sync: [css], async: [] },
          },
        };
      });
      files.set(`${dir}mf-manifest.json`, {
        type: 'application/json',
        body: JSON.stringify({
          metaData: { name: containerName(key), remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes,
        }),
      });
      // The browser build's entry is the same container here: the tests load both through httpEntryLoader.
      const entry =
        release.serverEntry === 'http-error'
          ? 'http-error'
          : { type: 'text/javascript', body: serverEntryCode(key, version, release) };
      files.set(`${dir}server/remoteEntry.js`, entry);
      files.set(`${dir}remoteEntry.js`, entry);
      for (const lng of languages) {
        files.set(`${dir}locales/${lng}.json`, {
          type: 'application/json',
          body: JSON.stringify({ [`test_${key}`]: { release: `${key} ${version} in ${lng}` } }),
        });
      }
      return `${origin}${dir}mf-manifest.json`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Loads a remote's entry over HTTP and runs it as a CommonJS module, as Module Federation's Node runtime does
 * (and the browser with a script tag). Jest can run neither (the Node runtime imports `vm` dynamically, which jest
 * allows only with experimental flags; jsdom runs no scripts); everything around this one step (registering,
 * caching, replacing, loading exposes, the plugins' hooks) is the runtime's own. A failed load reports the code
 * the runtime's own script loader gives (RUNTIME-008), which is what its error hooks react to.
 */
export const httpEntryLoader: ModuleFederationRuntimePlugin = {
  name: 'test-http-entry-loader',
  async loadEntry({ remoteInfo }) {
    const res = await fetch(remoteInfo.entry, { cache: 'no-store' });
    if (!res.ok)
      throw new Error(`RUNTIME-008: Failed to load script resources. ${remoteInfo.entry}: HTTP ${res.status}`);
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', await res.text())(module, module.exports, require);
    return module.exports as never;
  },
};
