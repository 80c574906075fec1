// For the server's tests: remotes' builds as a host serves them over HTTP (each release's manifest, server entry,
// texts and stylesheet), and the one piece of the federation runtime jest cannot run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteKey } from '@tales/shared/federation';
import { languages } from '@tales/shared/i18n';

/** What an exposed page does when the server renders it. */
export type PageCode = { heading: string } | { throws: string } | 'suspends';

export type Release = {
  /** The release's exposes (`./HomePage`) and what each renders. */
  pages: Record<string, PageCode>;
  /** How the server entry fails: answered with an HTTP error, or a script that throws when it runs. */
  serverEntry?: 'http-error' | 'throws';
};

export type RemoteHost = {
  /** Publishes a release of a remote; answers its browser entry (the manifest), as runtime-config.json names it. */
  publish(key: RemoteKey, version: string, release: Release): string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
};

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7).toString(16).padStart(8, '0');

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
  return [
    `const React = require('react');`,
    `const pages = { ${pages.join(', ')} };`,
    `module.exports = { init() {}, get(expose) {`,
    `  const page = pages[expose];`,
    `  return page ? Promise.resolve(() => ({ default: page })) : Promise.reject(new Error('${containerName(key)} has no ' + expose));`,
    `} };`,
  ].join('\n');
}

export async function startRemoteHost(): Promise<RemoteHost> {
  const files = new Map<string, { type: string; body: string } | 'http-error'>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    requests.push(path);
    const file = files.get(path);
    if (!file || file === 'http-error') {
      res.writeHead(file ? 500 : 404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    requests,
    publish(key, version, release) {
      const dir = `/${key}/${version}/`;
      const exposes = Object.keys(release.pages).map((expose) => {
        const name = expose.replace(/^\.\//, '').toLowerCase();
        const css = `${name}.${hashOf(`${key}${version}${name}`)}.css`;
        files.set(dir + css, { type: 'text/css', body: `.${key}-${version}-${name}{color:teal}` });
        return { path: expose, assets: { js: { sync: [`${name}.${hashOf(`${version}${name}js`)}.js`], async: [] }, css: { sync: [css], async: [] } } };
      });
      files.set(`${dir}mf-manifest.json`, {
        type: 'application/json',
        body: JSON.stringify({ metaData: { name: containerName(key), remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }),
      });
      files.set(`${dir}server/remoteEntry.js`, release.serverEntry === 'http-error' ? 'http-error' : { type: 'text/javascript', body: serverEntryCode(key, version, release) });
      for (const lng of languages) {
        files.set(`${dir}locales/${lng}.json`, { type: 'application/json', body: JSON.stringify({ [`test_${key}`]: { release: `${key} ${version} in ${lng}` } }) });
      }
      return `${origin}${dir}mf-manifest.json`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Loads a remote's server entry over HTTP and runs it as a CommonJS module, as Module Federation's Node runtime
 * does. Jest cannot run that one step (the runtime imports `vm` dynamically, which jest allows only with
 * experimental flags); everything around it (registering, caching, replacing, loading exposes) is the runtime's own.
 */
export const httpEntryLoader: ModuleFederationRuntimePlugin = {
  name: 'test-http-entry-loader',
  async loadEntry({ remoteInfo }) {
    const res = await fetch(remoteInfo.entry, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${remoteInfo.entry}: HTTP ${res.status}`);
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', await res.text())(module, module.exports, require);
    return module.exports as never;
  },
};
