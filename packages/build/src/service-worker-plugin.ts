// Builds the shell's service worker once the shell's files are written: a separate compilation (a worker has no
// Module Federation and no page), given the list of the shell's files to precache, each with a revision (a
// content-hashed name is its own; other files get a digest of their content), and a deploy id that changes with
// any of them. The worker lands at the root of the build as `sw.js`.
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { digest, precacheEntries, SERVICE_WORKER_FILE, type PrecacheEntry } from './precache-manifest';

function serviceWorkerConfig(
  context: string,
  entry: string,
  outputPath: string,
  precache: PrecacheEntry[],
): Configuration {
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
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
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
      const precache = precacheEntries(
        compilation.getAssets().map(({ name, source }) => ({ name, content: source.source() })),
      );
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
