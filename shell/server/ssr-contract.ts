// What the shell's server renderer (its server build, `shell/dist-server/index.js`) offers the production server,
// and what the server gives it. Types only: the server loads the build at run time, never the shell's source.
import type { SupabaseClient } from '@tales/shared/supabase';
import type { RuntimeConfig } from '@tales/shared/config';

/** One stylesheet of the shell's build: its address (the site's root is the shell's public path) and its text. */
export type ShellStylesheet = { href: string; css: string };

export type RendererOptions = {
  /** The shell's browser index.html: its scripts and styles wrap the rendered page. */
  template: string;
  /**
   * The shell's stylesheets by named chunk group (its dist/css-chunks.json, each file with its text). A page
   * inlines in its head those of its first paint (FIRST_PAINT_CHUNKS and its route's own page chunk): loaded with
   * the shell's code, after the server's markup has painted, they would move the whole page. Each inlined file is
   * also named by a disabled link (never fetched), so the shell's code finds its CSS chunk already in the page
   * instead of appending it after the remotes' stylesheets, which would change which rule wins and move the page.
   * Chunks loaded on use (a dialog, the toast region, another route's page) are left to their loader.
   */
  styles: Record<string, ShellStylesheet[]>;
  /** The shell's own texts: `{dir}/{lng}/common.json` (the shell's dist/locales). */
  localesDir: string;
  /**
   * The current runtime config of a reader (remote URLs are read from it on each request): `bucket` is the reader's
   * release number (0–99, from their cookie), which picks a canary release; none: every remote's stable release.
   */
  runtimeConfig: (bucket?: number) => RuntimeConfig;
  /** The server's Supabase client for a config: the anon key, no session. */
  supabase: (config: RuntimeConfig) => SupabaseClient;
  /** A remote whose server code does not load or render within this time is rendered in the browser (ms). */
  renderBudgetMs?: number;
  /** How often the remotes' server entries are checked for a new version (ms). */
  revalidateMs?: number;
  log?: (message: string) => void;
};

export type RenderResult = {
  status: number;
  headers: Record<string, string>;
  /**
   * The whole page. Its head, status and data hand-off depend on everything the render used, so nothing is sent
   * before the render is done; a whole page is compressed once and sent again as the same bytes.
   */
  body: Buffer;
};

export type ServerRenderer = {
  /**
   * Renders one page request (`/en/story/42?x=y`); resolves with the rendered page.
   * `origin` is where the request came to, for absolute links when the config names no siteUrl; `timeZone` is the
   * reader's (an IANA name the server has checked), else the page is the server's zone's; `bucket` is the
   * reader's release number.
   */
  render(url: string, origin: string, timeZone?: string, bucket?: number): Promise<RenderResult>;
  /** Checks every loaded release's server entry now; a changed one is loaded afresh, a failed one keeps the last good. */
  revalidate(): Promise<void>;
  close(): void;
};

export type RendererModule = { createRenderer(options: RendererOptions): Promise<ServerRenderer> };
