// Remotes' dev servers, each started the way a developer starts it (`pnpm --filter <remote> dev`), on a port the
// system picks and against the e2e stack's API, which already answers (so the dev script starts no other).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import { portsEnv, portsFrom, waitForUrl, type AppName } from '@tales/build/ports';
import { freePort } from './free-port';
import { e2ePorts } from './ports';

const repo = path.resolve(__dirname, '../..');
/** The five dev builds side by side take about half a minute on a busy two-core machine; this is their ceiling. */
const START_TIMEOUT_MS = 240_000;

export type RemoteDev = { url: (pathname: string) => string };

/** Keeps the last lines a process printed, to say why it did not start. */
function tail(child: ChildProcess): () => string {
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => out;
}

async function start(app: AppName): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The other apps' entries in its runtime config name the e2e stack's production builds.
    ...portsEnv({ ...portsFrom(e2ePorts.shell), [app]: port }),
    SUPABASE_API_PORT: String(e2ePorts.api),
  };
  delete env.SUPABASE_URL;
  delete env.NODE_ENV;
  // Its own process group, so stopping it stops the dev script, pnpm and rspack alike.
  const child = spawn('pnpm', ['--filter', app, 'dev'], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(child);
  process.once('exit', () => stopGroup(child, 'SIGKILL'));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${origin}/`, {
      timeoutMs: START_TIMEOUT_MS,
      alive: () => child.exitCode === null && child.signalCode === null,
    });
  } catch (error) {
    await stop(child);
    throw new Error(
      `${app}: \`pnpm --filter ${app} dev\` did not serve ${origin}/ (${(error as Error).message}); its last output:\n${output()}`,
      { cause: error },
    );
  }
  return { origin, child };
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  stopGroup(child, 'SIGTERM');
  await exited;
}

/**
 * Starts the apps' dev servers side by side before the tests of the file (or describe) and stops them after
 * them: rspack's compiles overlap with each other's start-up and file reads, so together they are ready sooner
 * than one after another.
 */
export function remoteDevs<A extends AppName>(apps: readonly A[]): Record<A, RemoteDev> {
  const servers = new Map<A, { origin: string; child: ChildProcess }>();

  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS + 30_000);
    const started = await Promise.allSettled(apps.map(async (app) => servers.set(app, await start(app))));
    const failed = started.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length > 0) throw new Error(failed.map((result) => String(result.reason)).join('\n'));
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => stop(server.child)));
  });

  const dev = (app: A): RemoteDev => ({
    url: (pathname) => {
      const server = servers.get(app);
      if (!server) throw new Error(`${app}'s dev server has not started`);
      return `${server.origin}${pathname}`;
    },
  });
  return Object.fromEntries(apps.map((app) => [app, dev(app)])) as Record<A, RemoteDev>;
}
