// Local ports (env-overridable): the shell and one per remote.
export const apps = ['shell', 'mf-reader', 'mf-calendar', 'mf-donate', 'mf-auth', 'mf-admin'] as const;
export type AppName = (typeof apps)[number];

const defaults: Record<AppName, number> = {
  shell: 3000,
  'mf-reader': 3001,
  'mf-calendar': 3002,
  'mf-donate': 3003,
  'mf-auth': 3004,
  'mf-admin': 3005,
};

/** `TALES_PORT_MF_READER=4001` overrides mf-reader's port. */
export function portOf(app: AppName): number {
  const env = process.env[`TALES_PORT_${app.replace('-', '_').toUpperCase()}`];
  return env ? Number(env) : defaults[app];
}

/** Runtime-config key of each remote (`remotes.reader` …) and its federation container name. */
export const remoteKeys = { 'mf-reader': 'reader', 'mf-calendar': 'calendar', 'mf-donate': 'donate', 'mf-auth': 'auth', 'mf-admin': 'admin' } as const;
export const host = process.env.TALES_HOST ?? '127.0.0.1';

/** The runtime config's `remotes`: each remote's manifest on this machine. */
export function localRemoteManifests(): Record<(typeof remoteKeys)[keyof typeof remoteKeys], string> {
  const entries = (Object.keys(remoteKeys) as (keyof typeof remoteKeys)[]).map((app) => [remoteKeys[app], `http://${host}:${portOf(app)}/mf-manifest.json`]);
  return Object.fromEntries(entries);
}

/** Polls `url` until it answers 2xx; `alive` aborts early when the server process has died. */
export async function waitForUrl(url: string, { timeoutMs = 180_000, alive = (): boolean => true }: { timeoutMs?: number; alive?: () => boolean } = {}): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!alive()) throw new Error(`the server behind ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
