// One shell server, as production runs it (however many behind a CDN): the shell's build with its page renderer,
// /runtime-config.json from its environment, the release registry's live releases and the local override file,
// each reader's release number, and the contract a remote's release must satisfy to go live on it.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@tales/shared/config';
import { followLiveReleases } from './live-releases';
import { shellContract } from './release-contract';
import { hasCanary } from './release-choice';
import { overlay, readerRuntimeConfig, watchedOverlay } from './runtime-config';
import { serveStatic } from './serve';
import { createPageRenderer } from './ssr';

export type ShellServer = {
  server: FastifyInstance;
  runtimeConfig: (bucket?: number) => RuntimeConfig;
  /** Loads the page renderer; call once the remotes answer (until then pages are the plain shell). */
  startRendering(): Promise<void>;
  close(): Promise<void>;
};

export async function startShellServer({
  shellDir,
  base,
  configFile,
  port,
  host,
}: {
  /** The shell's folder (its dist/ and dist-server/). */
  shellDir: string;
  /** The config from the environment. */
  base: RuntimeConfig;
  /** The local override file. */
  configFile: string;
  port: number;
  host: string;
}): Promise<ShellServer> {
  const settings = watchedOverlay(configFile);
  // The release registry of the project the config names (the override file may name another).
  const live = followLiveReleases(() => overlay(base, settings()));
  await live.refresh();
  const runtimeConfig = readerRuntimeConfig(base, settings, live.current);
  const renderer = createPageRenderer(shellDir, runtimeConfig);
  const server = await serveStatic({
    root: path.join(shellDir, 'dist'),
    port,
    host,
    historyFallback: true,
    runtimeConfig,
    canaryLive: () => hasCanary(live.current()),
    renderPage: renderer.render,
    contract: shellContract(path.join(shellDir, 'dist')),
  });
  return {
    server,
    runtimeConfig,
    startRendering: renderer.start,
    async close() {
      renderer.close();
      live.stop();
      await server.close();
    },
  };
}
