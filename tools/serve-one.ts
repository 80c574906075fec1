// `pnpm --filter <app> serve`: one app's production build on its port, as a deploy runs it: a remote's static
// files, or one shell server (its page renderer, its runtime config and the release registry's live releases).
// Another shell server beside the first: TALES_PORT_SHELL=3100 pnpm --filter shell serve.
import path from 'node:path';
import { apps, host, portOf, type AppName } from '@tales/build/ports';
import { localRuntimeConfig } from '@tales/build/local-runtime-config';
import { runtimeConfigFile } from 'shell/server/runtime-config';
import { serveStatic } from 'shell/server/serve';
import { startShellServer } from 'shell/server/shell-server';

const repo = path.resolve(__dirname, '..');
const app = process.argv[2] as AppName;
if (!apps.includes(app)) {
  console.error(`usage: serve-one <${apps.join('|')}>`);
  process.exit(2);
}

async function main(): Promise<void> {
  if (app === 'shell') {
    const shell = await startShellServer({
      shellDir: path.join(repo, 'shell'),
      base: localRuntimeConfig(),
      configFile: runtimeConfigFile(repo),
      port: portOf('shell'),
      host,
    });
    await shell.startRendering();
  } else {
    await serveStatic({ root: path.join(repo, app, 'dist'), port: portOf(app), host, historyFallback: false });
  }
  console.log(`${app} http://${host}:${portOf(app)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
