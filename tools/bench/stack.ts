// The production stack the bench measures, on ports of its own: what `pnpm start` runs (without the build),
// with a fresh local database seeded like every stack's.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RuntimeConfig } from '@tales/shared/config';
import { apps, portsEnv, portsFrom, waitForUrl, type AppName } from '@tales/build/ports';

export const repo = path.resolve(__dirname, '../..');

export type Stack = {
  origin: string;
  config: RuntimeConfig;
  /** The app whose server answered `url` (by port), or `other`. */
  appOf: (url: string) => AppName | 'other';
  stop: () => Promise<void>;
};

/** Starts the stack at `base` (shell at base, remotes after it, API at base + 49341); start.ts says what is missing. */
export async function startStack(base: number, host = '127.0.0.1'): Promise<Stack> {
  const ports = portsFrom(base);
  const env = {
    ...process.env,
    ...portsEnv(ports),
    SUPABASE_API_PORT: String(base + 49341),
    TALES_DATA_DIR: '.data/bench',
    TALES_FRESH_DB: '1',
  };
  // Its own process group, so stopping it also ends whatever it started (the API, page renderers).
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(repo, 'tools/start.ts')], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = () => stopGroup(server, exited);
  const origin = `http://${host}:${ports.shell}`;
  try {
    await runningSignal(server);
    await waitForUrl(`${origin}/runtime-config.json`, { alive: () => server.exitCode === null });
  } catch (error) {
    await stop();
    throw error;
  }
  const config = (await (await fetch(`${origin}/runtime-config.json`)).json()) as RuntimeConfig;
  const byPort = new Map(apps.map((app) => [String(ports[app]), app]));
  return {
    origin,
    config,
    appOf: (url) => byPort.get(new URL(url).port) ?? 'other',
    stop,
  };
}

/** SIGTERM to the stack's process group; whatever of it still runs 10 s later gets SIGKILL. */
async function stopGroup(server: ChildProcess, exited: Promise<void>): Promise<void> {
  const group = -(server.pid as number);
  const send = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(group, signal);
      return true;
    } catch {
      return false; // nothing of the group is left
    }
  };
  send('SIGTERM');
  for (let waited = 0; waited < 10_000 && send(0); waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  send('SIGKILL');
  await exited;
}

/** start.ts says the site is running once every part of it is ready (its servers, the API, any page renderer). */
const RUNNING = /is running at/;

function runningSignal(server: ChildProcess, timeoutMs = 300_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (!RUNNING.test(line)) return;
      clearTimeout(timer);
      lines.removeAllListeners('line');
      resolve();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (code ${code}) before it was running`));
    });
  });
}

export type PublishedStory = { id: string; title: string; publishDate: string };

/** Every story an anonymous reader can read now, newest first, as the API answers them. */
export async function publishedStories(config: RuntimeConfig): Promise<PublishedStory[]> {
  const url = `${config.supabaseUrl}/rest/v1/stories?select=id,translations,publish_date&publish_date=lte.${new Date().toISOString()}&order=publish_date.desc`;
  const response = await fetch(url, {
    headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${config.supabaseAnonKey}` },
  });
  if (!response.ok) throw new Error(`published stories: HTTP ${response.status} from ${url}`);
  const rows = (await response.json()) as {
    id: string;
    translations: Record<string, { title?: string }>;
    publish_date: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: row.translations.en?.title ?? row.translations.es?.title ?? '',
    publishDate: row.publish_date,
  }));
}

/** The story `/en` shows (the first published today, else the latest) and a story page's (the latest before today). */
export function benchStories(
  stories: readonly PublishedStory[],
  today = new Date().toISOString().slice(0, 10),
): { ofTheDay: PublishedStory; page: PublishedStory } {
  const todays = stories.filter((s) => s.publishDate.slice(0, 10) === today);
  const ofTheDay = todays.at(-1) ?? stories[0];
  const page = stories.find((s) => s.publishDate.slice(0, 10) < today);
  if (!ofTheDay || !page)
    throw new Error('the seeded database needs a story published today or before and one before today');
  return { ofTheDay, page };
}
