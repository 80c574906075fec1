// Which stylesheets of the shell's browser build each named chunk group needs, written beside the build as
// css-chunks.json. The server renderer inlines from it only what a page's first paint needs (the entry, the
// bootstrap and the route's own page); chunks loaded on use (a dialog, the toast region) stay with their loader.
import type { Compiler } from '@rspack/core';
import { CSS_CHUNKS_FILE, type CssChunks } from './css-chunks';

export class CssChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: CssChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
            groups[name] = [...new Set(files)].sort();
          }
          compilation.emitAsset(CSS_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
        },
      );
    });
  }
}
