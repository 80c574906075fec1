// The credential a ship uses: TALES_DEPLOY_KEY (a remote team's key, from `pnpm releases key`), or on the local
// API a key made for this run with the local service key (the local stack has no secrets to keep).
import os from 'node:os';
import { loadConfig } from '@tales/supabase-local/config';
import type { RemoteKey } from '@tales/shared/federation';
import type { ReleaseRegistry } from './registry';

export async function deployKey(registry: ReleaseRegistry, remote: RemoteKey, env = process.env): Promise<string> {
  if (env.TALES_DEPLOY_KEY) return env.TALES_DEPLOY_KEY;
  if (env.SUPABASE_URL)
    throw new Error(
      `TALES_DEPLOY_KEY is not set: a hosted project takes the ${remote} remote's deploy key (pnpm releases key ${remote})`,
    );
  return registry.createKey(loadConfig(env).serviceRoleKey, remote, `local ship by ${os.userInfo().username}`);
}
