import path from 'node:path';
import { portsEnv, portsFrom } from '@tales/build/ports';
import { AUTH_RATE_LIMIT_ENV, LOGIN_BACKOFF_ENV } from '@tales/supabase-local/config';

// The e2e stack runs on ports of its own (4000… and API 54331, or from TALES_E2E_PORT_BASE) over a fresh
// database in .data/e2e, so it never collides with a running `pnpm start`.
const base = Number(process.env.TALES_E2E_PORT_BASE ?? 4000);
const dataDir = `.data/e2e-${base}`;

const appPorts = portsFrom(base);
export const e2ePorts = { ...appPorts, api: 50331 + base };

export const e2eEnv: Record<string, string> = {
  ...portsEnv(appPorts),
  SUPABASE_API_PORT: String(e2ePorts.api),
  SUPABASE_SITE_URL: `http://127.0.0.1:${e2ePorts.shell}`,
  TALES_DATA_DIR: dataDir,
  TALES_FRESH_DB: '1',
  SUPABASE_OUTBOX_DIR: path.resolve(__dirname, '../..', dataDir, 'outbox'),
  // The journeys sign up, sign in and reset passwords far more often than a person would, all from 127.0.0.1.
  ...Object.fromEntries(Object.values(AUTH_RATE_LIMIT_ENV).map((name) => [name, '100000'])),
  [LOGIN_BACKOFF_ENV.freeFailures]: '100000',
  [LOGIN_BACKOFF_ENV.accountFreeFailures]: '100000',
  // The daily-mail journey runs the sending function at the subscriber's hour, as pg_cron would then.
  NEWSLETTER_TEST_CLOCK: '1',
};
