// One rspack + Module Federation config for every app, so the shell and the remotes build alike.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import {
  containerName,
  federationContract,
  remoteApp,
  SERVER_BUILD_DIR,
  type ModuleName,
  type RemoteKey,
} from '@tales/shared/federation';
import { createSharedConfig } from './federation';
import { browserShares } from './browser-shares';
import { HostProvidesPlugin } from './host-provides-plugin';
import { federationRuntimeAliases } from './federation-runtime/aliases';
import { LocalesPlugin } from './locales-plugin';
import { portOf, type AppName } from './ports';
import { localRuntimeConfig } from './local-runtime-config';
import { untypedExposes } from './typed-exposes';
import { ServiceWorkerPlugin } from './service-worker-plugin';
import { CssChunksPlugin } from './css-chunks-plugin';
import { pageTemplate, pageTemplateParameters } from './page-template';

type CommonOptions = {
  /** The app folder (pass `__dirname` from its rspack.config.ts). */
  dir: string;
  /** Page title of the app's own index.html. */
  title: string;
};

/** The source file behind each of the remote's exposes in the contract: none missing, none extra. */
export type ExposeFiles<K extends RemoteKey> = { [E in ModuleName<K>]: string };

type AppOptions = CommonOptions & {
  /** `shell`, or the remote's key in the federation contract. */
  key: RemoteKey | 'shell';
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /** The shell's service worker source (built in production only). */
  serviceWorker?: string;
};

const repo = path.resolve(__dirname, '../..');

/**
 * The browsers every browser build supports, for its scripts and its stylesheets alike: older syntax is lowered
 * only for these (no right-to-left fallbacks for logical properties: none of the site's languages is written
 * right to left, and these browsers all know logical properties).
 */
const BROWSER_TARGETS = 'chrome >= 100, firefox >= 100, safari >= 15';

/** TypeScript and JSX through rspack's built-in SWC, for the browser build or the server build. */
function scriptRule({ development, targets }: { development: boolean; targets: string }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * The global array a build's chunks announce themselves in. A release built into its own folder (`pnpm ship`,
 * TALES_BUILD_OUT) has one of its own: a page that moves to the new release while the old one still runs would
 * otherwise hand the new container the old chunks (same ids), and it would run the old code.
 */
function chunkLoadingGlobal(federationName: string): string {
  const out = process.env.TALES_BUILD_OUT;
  const release = out ? `_${path.basename(path.resolve(out)).replace(/\W/g, '_')}` : '';
  return `rspackChunk${federationName}${release}`;
}

const isProduction = () => process.env.NODE_ENV === 'production' || process.argv.includes('production');

/**
 * The shell's build: it exposes nothing and loads the remotes with its runtime plugins (retry, fallback). In
 * production it also builds its server renderer (`dist-server/`), which loads the remotes' server builds at run time.
 */
export function createShellConfig(
  options: CommonOptions & { runtimePlugins: string[]; serviceWorker: string },
): Configuration | Configuration[] {
  const browser = createAppConfig({ key: 'shell', ...options });
  return isProduction() ? [browser, createServerConfig({ key: 'shell', dir: options.dir })] : browser;
}

/** A remote's build: its container name and its exposes come from the federation contract. */
export function createRemoteConfig<K extends RemoteKey>({
  remote,
  exposes,
  ...options
}: CommonOptions & { remote: K; exposes: ExposeFiles<K> }): Configuration | Configuration[] {
  // The type already demands this; the check also covers a config built from plain JavaScript.
  const promised = Object.keys(federationContract[remote]).sort().join(', ');
  const given = Object.keys(exposes).sort().join(', ');
  if (promised !== given)
    throw new Error(`${remoteApp(remote)} exposes ${given}, the federation contract promises ${promised}`);
  const untyped = untypedExposes(remote, exposes, options.dir);
  if (untyped.length > 0) {
    throw new Error(
      `${remoteApp(remote)}: end each exposed module with \`export default Page satisfies ExposedComponent<'${remote}', './Page'>\` (a data loader: \`ExposedLoader<'${remote}', './Page.data'>\`; missing in ${untyped.join(', ')})`,
    );
  }
  const browser = createAppConfig({ key: remote, exposes, ...options });
  // Production also builds the server target, published beside the browser build (SERVER_BUILD_DIR).
  return isProduction() ? [browser, createServerConfig({ key: remote, dir: options.dir, exposes })] : browser;
}

/** Where an app's build goes: its dist/, or the release folder `pnpm ship` names. */
const buildRoot = (dir: string) =>
  process.env.TALES_BUILD_OUT ? path.resolve(process.env.TALES_BUILD_OUT) : path.join(dir, 'dist');

/** Whether a file of an app's build is part of its server build (the two compilers clean only their own files). */
const inServerDir = (dir: string, file: string) =>
  path.relative(buildRoot(dir), file).split(path.sep)[0] === SERVER_BUILD_DIR;

/** The shell's server renderer is private to the server process, never served to browsers. */
export const shellServerDir = (shellDir: string) => path.join(shellDir, 'dist-server');

/**
 * The server target of an app: Node (`async-node`), CommonJS, with Module Federation's Node runtime plugin so
 * remote code is fetched over HTTP at run time. A remote keeps its exposes and shared config; the shell's
 * renderer is an entry whose export the production server calls. Class names come out the same as in the
 * browser build (same files, same prefix), so server markup hydrates.
 */
function createServerConfig({
  key,
  dir,
  exposes,
}: {
  key: RemoteKey | 'shell';
  dir: string;
  exposes?: Record<string, string>;
}): Configuration {
  const isShell = key === 'shell';
  const federationName = containerName(key);
  return {
    name: `${federationName}-server`,
    // After the browser build of the same run: both write into one folder and each cleans out its old files,
    // and a clean running while the other compiler writes fails on a file that is there one moment and not the next.
    dependencies: [federationName],
    context: dir,
    entry: isShell ? { index: './src/server/index.ts' } : {},
    mode: 'production',
    devtool: 'source-map',
    target: 'async-node',
    output: isShell
      ? {
          path: shellServerDir(dir),
          publicPath: '',
          filename: '[name].js',
          chunkFilename: '[name].[contenthash:8].js',
          uniqueName: `${federationName}_server`,
          library: { type: 'commonjs2' },
          clean: true,
        }
      : {
          // A remote's server files live in server/ of its build, and its public path (set at run time by
          // server-public-path-plugin) is the browser build's folder: chunks resolve to server/…, and an
          // image's URL is the browser build's own, as in the browser's markup.
          path: buildRoot(dir),
          publicPath: '',
          filename: `${SERVER_BUILD_DIR}/[name].js`,
          chunkFilename: `${SERVER_BUILD_DIR}/[name].[contenthash:8].js`,
          uniqueName: `${federationName}_server`,
          library: { type: 'commonjs-module' },
          // The browser compiler of the same run cleans everything else.
          clean: { keep: (file: string) => !inServerDir(dir, file) && path.relative(buildRoot(dir), file) !== '' },
        },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        scriptRule({ development: false, targets: 'node >= 20' }),
        { test: /\.css$/, type: 'css/auto' },
        // The browser build publishes the file; the server only needs its URL.
        { test: /\.(png|svg|jpg|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new VanillaExtractPlugin({ identifiers: ({ hash }) => `${federationName.replace('tales_', 't')}_${hash}` }),
      new rspack.DefinePlugin({
        'process.env.TALES_APP': JSON.stringify(isShell ? 'shell' : remoteApp(key)),
        'process.env.TALES_SERVER': 'true',
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: isShell ? 'remoteEntry.js' : `${SERVER_BUILD_DIR}/remoteEntry.js`,
        exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: createSharedConfig({ production: true, server: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isShell ? [] : [require.resolve('./server-public-path-plugin.ts')]),
        ],
        dts: false,
        manifest: false,
        experiments: { asyncStartup: false },
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function createAppConfig({ key, dir, exposes, runtimePlugins, serviceWorker, title }: AppOptions): Configuration {
  const isShell = key === 'shell';
  const app: AppName = isShell ? 'shell' : remoteApp(key);
  const production = isProduction();
  const federationName = containerName(key);
  // Production browser builds share the router and react-i18next as modules of the exports the apps use
  // (browser-shares.ts); development keeps the whole packages, and their warnings.
  const shares = production ? browserShares(dir) : undefined;
  // A remote's standalone page needs its own copy of what the shell provides; its production build has none
  // (federation.ts), so the standalone page is a development server's only.
  const standalone = isShell || !production;

  return {
    name: federationName,
    context: dir,
    entry: standalone ? { main: './src/index.ts' } : {},
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    // `rspack serve` would otherwise compile each dynamic import when the page first asks for it and hand it over
    // as a hot update, racing the page's own loading of it ("Cannot read properties of undefined (reading
    // 'call')" on a first load): the dev server builds every chunk before it answers.
    lazyCompilation: false,
    output: {
      // `pnpm ship` builds a remote into a versioned release folder instead of dist/.
      path: buildRoot(dir),
      // Remotes resolve their chunks relative to wherever remoteEntry.js was loaded from.
      publicPath: isShell ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: federationName,
      chunkLoadingGlobal: chunkLoadingGlobal(federationName),
      // The server build (a second compiler of the same run) writes into server/.
      clean: { keep: (file: string) => inServerDir(dir, file) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: { ...federationRuntimeAliases(), ...shares?.alias },
    },
    module: {
      rules: [
        scriptRule({ development: !production, targets: BROWSER_TARGETS }),
        ...(shares?.rules ?? []),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpg|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new VanillaExtractPlugin({
        // Each build its own class-name prefix, so two separately built remotes never emit the same class.
        identifiers: ({ hash, debugId }) =>
          production
            ? `${federationName.replace('tales_', 't')}_${hash}`
            : `${federationName}_${debugId ?? ''}_${hash}`,
      }),
      ...(standalone
        ? [
            new rspack.HtmlRspackPlugin({
              template: pageTemplate,
              templateParameters: pageTemplateParameters(title),
              scriptLoading: 'defer',
              // The page runs the app's entry alone: a remote's remoteEntry.js is for hosts, and as a second
              // runtime on the page it takes the hot update that `rspack serve`'s lazy compilation sends for the
              // entry's async boundary, so the page stays blank. Root-relative, so a deep link (/en/donate)
              // loads /main.js and not /en/main.js.
              chunks: ['main'],
              publicPath: '/',
            }),
          ]
        : []),
      ...(shares ? [new rspack.experiments.VirtualModulesPlugin(shares.modules)] : []),
      ...(production && isShell ? [new HostProvidesPlugin()] : []),
      new rspack.DefinePlugin({ 'process.env.TALES_APP': JSON.stringify(app) }),
      // Every app ships its own texts; runtime-config.json is answered by the server, never built in.
      new LocalesPlugin(app, { dev: !production }),
      // Texts come from the locales plugin; a locales/ folder left in public/ by an older checkout is not copied.
      ...(isShell
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                {
                  from: path.join(dir, 'public'),
                  globOptions: { ignore: ['**/locales/**', '**/runtime-config.json'] },
                },
              ],
            }),
          ]
        : []),
      // Dev builds never have a worker: hot reload is never answered from a cache.
      ...(production && serviceWorker ? [new ServiceWorkerPlugin(serviceWorker)] : []),
      // The server renderer reads which stylesheets a page's first paint needs.
      ...(isShell ? [new CssChunksPlugin()] : []),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        shared: createSharedConfig({ production, host: isShell }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: true,
        // In production the shell provides the federation runtime once and remotes reuse it (~35 KB gzip less
        // per remote on the page); dev builds keep their own so each remote also runs standalone.
        experiments: {
          asyncStartup: true,
          ...(production && isShell ? { provideExternalRuntime: true } : {}),
          ...(production && !isShell ? { externalRuntime: true } : {}),
          // Browser builds leave out the runtime's Node loaders and its snapshot plugin: the shell's manifest
          // plugin reads a remote's mf-manifest.json itself (entry URL and the expose's files to preload).
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: portOf(app),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Every app's dev server answers the runtime config from the environment's defaults (the local API, each
      // app's port), so a remote runs standalone on a fresh clone; its texts come from its own build.
      static: [{ directory: path.join(repo, 'shell/public'), publicPath: '/' }], // the site's favicon
      setupMiddlewares: (middlewares) => [
        {
          name: 'runtime-config',
          path: '/runtime-config.json',
          middleware: (
            _req: unknown,
            res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
          ) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(localRuntimeConfig()));
          },
        },
        ...middlewares,
      ],
    },
    stats: 'errors-warnings',
  };
}
