// The federation runtime a browser build bundles, as ES modules. The rspack plugin resolves the runtime's packages
// with require.resolve, which answers their CommonJS builds: those cannot be tree-shaken, and the runtime's build
// flags (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, ENV_TARGET) then remove nothing, so the snapshot plugin, the Node
// loaders and every export would ship. Every package of the runtime also publishes an ES module build beside it.
import fs from 'node:fs';
import path from 'node:path';

/** The runtime's packages, each found from the one that depends on it (pnpm keeps them private to each other). */
const runtimePackages: { name: string; from: string }[] = [
  { name: '@module-federation/rspack', from: '@module-federation/enhanced/rspack' },
  { name: '@module-federation/runtime-tools', from: '@module-federation/rspack' },
  { name: '@module-federation/inject-external-runtime-core-plugin', from: '@module-federation/rspack' },
  { name: '@module-federation/runtime', from: '@module-federation/runtime-tools' },
  { name: '@module-federation/webpack-bundler-runtime', from: '@module-federation/runtime-tools' },
  { name: '@module-federation/runtime-core', from: '@module-federation/runtime' },
  { name: '@module-federation/sdk', from: '@module-federation/runtime' },
  { name: '@module-federation/error-codes', from: '@module-federation/runtime' },
];

/** The ES module file beside a CommonJS one (`index.cjs` → `index.js`, or `index.mjs` where the package uses it). */
function esmBeside(cjs: string): string | undefined {
  const base = cjs.replace(/\.cjs$/, '');
  return ['.js', '.mjs'].map((ext) => base + ext).find((file) => file !== cjs && fs.existsSync(file));
}

/** The runtime's modules a browser build replaces (their file in the package's dist/ → ours). */
const replacedModules: { name: string; file: string; by: string }[] = [
  {
    name: '@module-federation/runtime-core',
    file: 'plugins/snapshot/SnapshotHandler.js',
    by: path.join(__dirname, 'snapshot-handler.ts'),
  },
  {
    name: '@module-federation/error-codes',
    file: 'desc.mjs',
    by: path.join(__dirname, 'error-descriptions.ts'),
  },
];

/**
 * resolve.alias entries that send the runtime's packages to their ES module builds (by package name, and by the
 * absolute CommonJS path the rspack plugin writes into the entry it generates), and its replaced modules to ours.
 */
export function federationRuntimeAliases(resolveFrom: string = __dirname): Record<string, string> {
  const mains = new Map<string, string>();
  const resolve = (request: string, from: string) => require.resolve(request, { paths: [path.dirname(from)] });
  mains.set(
    '@module-federation/enhanced/rspack',
    resolve('@module-federation/enhanced/rspack', path.join(resolveFrom, 'x')),
  );
  const aliases: Record<string, string> = {};
  for (const { name, from } of runtimePackages) {
    const main = resolve(name, mains.get(from) as string);
    mains.set(name, main);
    const esm = esmBeside(main);
    if (!esm || name === '@module-federation/rspack') continue; // the build plugin itself runs in Node
    aliases[`${name}$`] = esm;
    aliases[main] = esm;
  }
  for (const { name, file, by } of replacedModules) {
    const replaced = path.join(path.dirname(esmBeside(mains.get(name) as string) as string), file);
    if (!fs.existsSync(replaced))
      throw new Error(`${name} has no ${file} any more: check what ${path.relative(process.cwd(), by)} replaces`);
    aliases[replaced] = by;
  }
  return aliases;
}
