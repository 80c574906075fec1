// Emits an app's texts into its build (see `builtLocales`), so they ship and deploy with the app's code; a dev
// server rebuilds when a locale file changes.
import { rspack, type Compiler } from '@rspack/core';
import { builtLocales } from './locales';
import type { AppName } from './ports';

export class LocalesPlugin {
  constructor(
    private readonly app: AppName,
    private readonly options: { dev: boolean },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LocalesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { file, texts, sources } of builtLocales(this.app, this.options)) {
            for (const source of sources) compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(texts)));
          }
        },
      );
    });
  }
}
