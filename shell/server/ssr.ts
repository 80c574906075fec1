// The production server's page renderer: the shell's server build (`shell/dist-server/`), loaded once at start.
// Until it is ready, or when it is missing or fails to start, pages are served as the plain shell and the
// browser renders them, as before server rendering existed.
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import { shellServerDir } from '@tales/build';
import { serverSupabase } from './server-supabase';
import { CSS_CHUNKS_FILE, type CssChunks } from '@tales/build/css-chunks';
import type { RendererModule, RenderResult, ServerRenderer, ShellStylesheet } from './ssr-contract';

export type PageRenderer = {
  /** The rendered page, or undefined when there is no renderer (the caller serves the plain shell). */
  render(url: string, origin: string, timeZone?: string, bucket?: number): Promise<RenderResult | undefined>;
  /** Loads the renderer; call once the remotes' servers answer (it loads their server code). */
  start(): Promise<void>;
  close(): void;
};

/** The shell's stylesheets by named chunk group, as its browser build lists them (css-chunks-plugin). */
function shellStylesheets(dist: string): Record<string, ShellStylesheet[]> {
  const groups = JSON.parse(fs.readFileSync(path.join(dist, CSS_CHUNKS_FILE), 'utf8')) as CssChunks;
  const read = (name: string) =>
    fs.readFileSync(path.join(dist, name), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
  // The shell's public path is the site's root.
  return Object.fromEntries(
    Object.entries(groups).map(([group, files]) => [
      group,
      files.map((name) => ({ href: `/${name}`, css: read(name) })),
    ]),
  );
}

export function createPageRenderer(
  shellDir: string,
  runtimeConfig: (bucket?: number) => RuntimeConfig,
  log: (message: string) => void = console.log,
): PageRenderer {
  const entry = path.join(shellServerDir(shellDir), 'index.js');
  let renderer: ServerRenderer | undefined;
  const start = async () => {
    if (!fs.existsSync(entry)) {
      log(`server rendering off: ${path.relative(process.cwd(), entry)} is missing (pnpm build makes it)`);
      return;
    }
    // A path computed at run time: the server build is loaded as it is on disk, never bundled or transpiled.
    const loaded = require(/* webpackIgnore: true */ entry) as RendererModule;
    const dist = path.join(shellDir, 'dist');
    renderer = await loaded.createRenderer({
      template: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
      styles: shellStylesheets(dist),
      localesDir: path.join(shellDir, 'dist/locales'),
      runtimeConfig,
      supabase: serverSupabase,
      renderBudgetMs: Number(process.env.TALES_RENDER_BUDGET_MS) || 1000,
      log: (message) => log(`[ssr] ${message}`),
    });
  };
  return {
    start: () =>
      start().catch((error: unknown) => {
        log(`server rendering off: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }),
    render: async (url, origin, timeZone, bucket) =>
      renderer ? renderer.render(url, origin, timeZone, bucket) : undefined,
    close: () => renderer?.close(),
  };
}
