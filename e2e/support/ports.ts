import path from 'node:path';
import { AUTH_RATE_LIMIT_ENV, LOGIN_BACKOFF_ENV } from '../../supabase/local/src/config';

// The e2e stack runs on ports of its own (4000… and API 54331, or from TALES_E2E_PORT_BASE) over a fresh
// database in .data/e2e, so it never collides with a running `pnpm start`.
const base = Number(process.env.TALES_E2E_PORT_BASE ?? 4000);
const dataDir = `.data/e2e-${base}`;

export const e2ePorts = {
  shell: base,
  'mf-reader': base + 1,
  'mf-calendar': base + 2,
  'mf-donate': base + 3,
  'mf-auth': base + 4,
  'mf-admin': base + 5,
  api: 50331 + base,
  /** A second local API that journeys stop and restart (`support/local-api.ts`); never the stack's own. */
  restartableApi: 50331 + base + 1,
} as const;

export const e2eEnv: Record<string, string> = {
  TALES_PORT_SHELL: String(e2ePorts.shell),
  TALES_PORT_MF_READER: String(e2ePorts['mf-reader']),
  TALES_PORT_MF_CALENDAR: String(e2ePorts['mf-calendar']),
  TALES_PORT_MF_DONATE: String(e2ePorts['mf-donate']),
  TALES_PORT_MF_AUTH: String(e2ePorts['mf-auth']),
  TALES_PORT_MF_ADMIN: String(e2ePorts['mf-admin']),
  SUPABASE_API_PORT: String(e2ePorts.api),
  SUPABASE_SITE_URL: `http://127.0.0.1:${e2ePorts.shell}`,
  TALES_DATA_DIR: dataDir,
  TALES_FRESH_DB: '1',
  SUPABASE_OUTBOX_DIR: path.resolve(__dirname, '../..', dataDir, 'outbox'),
  // The journeys sign up, sign in and reset passwords far more often than a person would, all from 127.0.0.1.
  ...Object.fromEntries(Object.values(AUTH_RATE_LIMIT_ENV).map((name) => [name, '100000'])),
  [LOGIN_BACKOFF_ENV.freeFailures]: '100000',
  [LOGIN_BACKOFF_ENV.accountFreeFailures]: '100000',
};
