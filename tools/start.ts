// `pnpm start`: the whole site on this machine from the production builds: the local Supabase API
// (unless SUPABASE_URL points at a hosted project), the shell and the five remotes, and the
// runtime config that ties them together, answered by the shell's server from its environment, the release
// registry's live releases and the file named by `runtimeConfigFile` (re-read when it changes). Ctrl+C stops
// everything.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@tales/supabase-local/config';
import { apps, host, portOf, waitForUrl } from '@tales/build/ports';
import { releasesRoot } from 'shell/server/releases';
import { localRuntimeConfig } from '@tales/build/local-runtime-config';
import { runtimeConfigFile } from 'shell/server/runtime-config';
import { serveStatic } from 'shell/server/serve';
import { startShellServer } from 'shell/server/shell-server';

const repo = path.resolve(__dirname, '..');

function startLocalApi(): ChildProcess {
  const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
    cwd: path.join(repo, 'supabase/local'),
    stdio: 'inherit',
    env: process.env,
  });
  return api;
}

async function main(): Promise<void> {
  for (const app of apps) {
    if (!fs.existsSync(path.join(repo, app, 'dist/mf-manifest.json')))
      throw new Error(`${app}/dist is missing: run pnpm build first`);
  }

  const children: ChildProcess[] = [];
  let supabaseUrl = process.env.SUPABASE_URL;
  let anonKey = process.env.SUPABASE_ANON_KEY;
  if (!supabaseUrl) {
    const api = loadConfig();
    supabaseUrl = `http://${api.host}:${api.port}`;
    anonKey = api.anonKey;
    const child = startLocalApi();
    children.push(child);
    await waitForUrl(`${supabaseUrl}/auth/v1/health`, { timeoutMs: 120_000, alive: () => child.exitCode === null });
  }
  if (!anonKey) throw new Error('SUPABASE_URL is set but SUPABASE_ANON_KEY is not');

  const configFile = runtimeConfigFile(repo);
  // A fresh stack (the e2e and bench ones) starts from its environment alone, not from an earlier run's overrides.
  if (process.env.TALES_FRESH_DB) fs.rmSync(configFile, { force: true });
  const shell = await startShellServer({
    shellDir: path.join(repo, 'shell'),
    base: localRuntimeConfig(),
    configFile,
    port: portOf('shell'),
    host,
  });
  const remotes = await Promise.all(
    apps
      .filter((app) => app !== 'shell')
      .map((app) =>
        serveStatic({
          root: path.join(repo, app, 'dist'),
          port: portOf(app),
          host,
          historyFallback: false,
          releasesRoot: releasesRoot(repo, app),
        }),
      ),
  );
  // Pages are rendered on the server once the remotes' servers answer; until then the plain shell.
  await shell.startRendering();
  for (const app of apps) console.log(`${app.padEnd(12)} http://${host}:${portOf(app)}/`);
  console.log(`supabase     ${shell.runtimeConfig().supabaseUrl}`);
  console.log(`config       ${configFile} (overrides the environment when present; re-read on change)`);
  console.log(`\nTales is running at http://${host}:${portOf('shell')}/  (Ctrl+C to stop)`);

  const stop = async () => {
    await Promise.all([shell.close(), ...remotes.map((s) => s.close())]);
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
