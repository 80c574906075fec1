// `pnpm dev`: the local Supabase API plus a hot-reloading dev server for the shell and every remote. With app
// names (`dev.ts mf-reader`, what `pnpm --filter mf-reader dev` runs) only those apps' dev servers start, each
// showing its pages on its own. The API starts only when none answers already (SUPABASE_URL names another one),
// so a remote started beside a running `pnpm dev` or `pnpm start:api` uses that API and its data. Each dev server
// answers /runtime-config.json itself and builds its own texts, so nothing is written here.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '@tales/supabase-local/config';
import { apps, type AppName } from '@tales/build/ports';

const repo = path.resolve(__dirname, '..');
const children: ChildProcess[] = [];

function run(cwd: string, args: string[]): void {
  children.push(spawn('pnpm', args, { cwd: path.join(repo, cwd), stdio: 'inherit', env: process.env }));
}

const isApp = (name: string): name is AppName => (apps as string[]).includes(name);

function chosenApps(names: string[]): AppName[] {
  const unknown = names.filter((name) => !isApp(name));
  if (unknown.length > 0) {
    console.error(`dev: unknown app ${unknown.join(', ')}; the apps are ${apps.join(', ')}`);
    process.exit(2);
  }
  return names.length > 0 ? names.filter(isApp) : apps;
}

/** Whether the local API on its configured port answers its health check. */
async function localApiAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/auth/v1/health`)).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const chosen = chosenApps(process.argv.slice(2));
  if (!process.env.SUPABASE_URL) {
    const api = loadConfig(process.env);
    const url = `http://${api.host}:${api.port}`;
    if (await localApiAnswers(url)) console.log(`dev: using the local API already answering at ${url}`);
    else run('supabase/local', ['start']);
  }
  for (const app of chosen) run(app, ['exec', 'rspack', 'serve', '--mode', 'development']);
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
void main();
