// Builds the shell's service worker once the shell's files are written: a separate compilation (a worker has no
// Module Federation and no page), given the list of the shell's files to precache, each with a revision (a
// content-hashed name is its own; other files get a digest of their content), and a deploy id that changes with
// any of them. The worker lands at the root of the build as `sw.js`.
import crypto from 'node:crypto';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { isHashedFile } from '../src/federation/hashed-files';

export const SERVICE_WORKER_FILE = 'sw.js';
/** The emergency replacement for `sw.js` (README "Service worker"): copied from the shell's public/ folder. */
export const KILL_SWITCH_FILE = 'sw-kill-switch.js';

export type PrecacheEntry = { url: string; revision: string | null };

const digest = (content: string | Buffer) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/** What a reader's visit needs from the shell's build: code, styles, the page, its texts, icons and fonts. */
export function isPrecached(file: string): boolean {
  if (file === SERVICE_WORKER_FILE || file === KILL_SWITCH_FILE || file === 'remoteEntry.js') return false;
  return /^locales\/[a-z]{2}\/common\.json$/.test(file) || (/\.(js|css|html|svg|woff2)$/.test(file) && !file.endsWith('.map'));
}

export function precacheEntries(assets: { name: string; content: string | Buffer }[]): PrecacheEntry[] {
  return assets
    .filter(({ name }) => isPrecached(name))
    .map(({ name, content }) => ({ url: `/${name}`, revision: isHashedFile(name) ? null : digest(content) }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

function serviceWorkerConfig(context: string, entry: string, outputPath: string, precache: PrecacheEntry[]): Configuration {
  return {
    context,
    entry: { sw: entry },
    mode: 'production',
    target: 'webworker',
    devtool: false,
    output: { path: outputPath, filename: SERVICE_WORKER_FILE, clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __TALES_PRECACHE__: JSON.stringify(precache),
        __TALES_DEPLOY__: JSON.stringify(digest(JSON.stringify(precache))),
      }),
    ],
    optimization: { minimize: true, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export class ServiceWorkerPlugin implements RspackPluginInstance {
  /** `entry`: the worker's source, relative to the app folder. */
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('TalesServiceWorker', async (compilation) => {
      const precache = precacheEntries(compilation.getAssets().map(({ name, source }) => ({ name, content: source.source() })));
      const config = serviceWorkerConfig(compiler.context, this.entry, compiler.outputPath, precache);
      await new Promise<void>((resolve, reject) => {
        const child = rspack(config);
        child.run((error, stats) => {
          child.close(() => {
            if (error) reject(error);
            else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
            else resolve();
          });
        });
      });
    });
  }
}
