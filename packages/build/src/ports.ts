// Local ports (env-overridable): the shell and one per remote.
import { remoteApp, remoteKeys, type RemoteApp, type RemoteKey } from '@tales/shared/federation';

export type AppName = 'shell' | RemoteApp;
export const apps: AppName[] = ['shell', ...remoteKeys.map(remoteApp)];

const defaults: Record<AppName, number> = {
  shell: 3000,
  'mf-reader': 3001,
  'mf-calendar': 3002,
  'mf-donate': 3003,
  'mf-auth': 3004,
  'mf-admin': 3005,
};

const portVariable = (app: AppName): string => `TALES_PORT_${app.replace('-', '_').toUpperCase()}`;

/** `TALES_PORT_MF_READER=4001` overrides mf-reader's port. */
export function portOf(app: AppName): number {
  const env = process.env[portVariable(app)];
  return env ? Number(env) : defaults[app];
}

/** The ports of a whole stack starting at `base`, laid out like the defaults (shell first, then each remote). */
export function portsFrom(base: number): Record<AppName, number> {
  return Object.fromEntries(apps.map((app) => [app, base + defaults[app] - defaults.shell])) as Record<AppName, number>;
}

/** The environment that puts a stack's apps on `ports` (what `portOf` reads). */
export function portsEnv(ports: Record<AppName, number>): Record<string, string> {
  return Object.fromEntries(apps.map((app) => [portVariable(app), String(ports[app])]));
}

/** The runtime-config key of a remote app (`mf-reader` → `reader`); undefined for the shell or an unknown name. */
export function remoteKeyOf(app: string): RemoteKey | undefined {
  return remoteKeys.find((key) => remoteApp(key) === app);
}
export const host = process.env.TALES_HOST ?? '127.0.0.1';

/** The runtime config's `remotes`: each remote's manifest on this machine. */
export function localRemoteManifests(): Record<RemoteKey, string> {
  const entries = remoteKeys.map((key) => [key, `http://${host}:${portOf(remoteApp(key))}/mf-manifest.json`]);
  return Object.fromEntries(entries) as Record<RemoteKey, string>;
}

/** Polls `url` until it answers 2xx; `alive` aborts early when the server process has died. */
export async function waitForUrl(
  url: string,
  { timeoutMs = 180_000, alive = (): boolean => true }: { timeoutMs?: number; alive?: () => boolean } = {},
): Promise<void> {
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
