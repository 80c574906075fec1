import path from 'node:path';

// The e2e stack runs on ports of its own (4000…, API 54331) over a fresh database in .data/e2e.
export const e2ePorts = {
  shell: 4000,
  'mf-reader': 4001,
  'mf-calendar': 4002,
  'mf-donate': 4003,
  'mf-auth': 4004,
  'mf-admin': 4005,
  api: 54331,
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
  TALES_DATA_DIR: '.data/e2e',
  SUPABASE_OUTBOX_DIR: path.resolve(__dirname, '../../.data/e2e/outbox'),
  // The journeys sign in more often than a person would.
  SUPABASE_LOGIN_RATE_LIMIT_IP: '1000',
  TALES_FRESH_DB: '1',
};
