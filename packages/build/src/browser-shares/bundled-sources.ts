// `tsx bundled-sources.ts '<json>'`: builds a module the way a shell's production browser build shares packages
// and prints, as JSON, the build's errors and every source its files hold (from their source maps). The json:
// { entry: module text, usedExports?: what the shared packages' modules re-export }. A script of its own because
// rspack is an ES module, which the tests' CommonJS runtime cannot load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { browserShares } from '../browser-shares';
import { browserUsedExports, createSharedConfig } from '../federation';

// The build package resolves the packages, as an app's build does from its own folder.
const buildPackage = path.resolve(__dirname, '../..');

export type BundledSources = { sources: string[]; errors: string[] };

async function bundledSources(entry: string, usedExports = browserUsedExports): Promise<BundledSources> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-shares-'));
  const entryFile = path.join(__dirname, 'entry.js');
  const shares = browserShares(buildPackage, usedExports);
  const compiler = rspack({
    mode: 'production',
    context: buildPackage,
    entry: { main: entryFile },
    target: 'web',
    devtool: 'source-map',
    output: { path: out, publicPath: '/', uniqueName: 'browser_shares' },
    resolve: { alias: shares.alias },
    module: { rules: shares.rules },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin({ [entryFile]: entry, ...shares.modules }),
      // As the shell shares them: a share's module counts every export it offers as used.
      new ModuleFederationPlugin({
        name: 'browser_shares',
        shared: createSharedConfig({ production: true, host: true }),
        dts: false,
        manifest: false,
      }),
    ],
    stats: 'errors-only',
  });
  try {
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    const errors = stats.toJson({ errors: true }).errors?.map((error) => error.message) ?? [];
    const sources = fs
      .readdirSync(out)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(out, file), 'utf8')) as { sources: string[] }).sources);
    return { sources, errors };
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { entry, usedExports } = JSON.parse(process.argv[2]) as {
    entry: string;
    usedExports?: typeof browserUsedExports;
  };
  bundledSources(entry, usedExports).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
