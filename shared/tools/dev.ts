// `pnpm dev`: the local Supabase API plus a hot-reloading dev server for the shell and every remote.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@tales/supabase-local/config';
import { writeLocales } from './locales';
import { apps, localRemoteManifests } from './ports';

const repo = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

function run(cwd: string, args: string[]): void {
  children.push(spawn('pnpm', args, { cwd: path.join(repo, cwd), stdio: 'inherit', env: process.env }));
}

const api = loadConfig();
const supabaseUrl = process.env.SUPABASE_URL ?? `http://${api.host}:${api.port}`;
const remotes = localRemoteManifests();
fs.writeFileSync(
  path.join(repo, 'shell/public/runtime-config.json'),
  JSON.stringify({ supabaseUrl, supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? api.anonKey, remotes }, null, 2),
);
writeLocales();

if (!process.env.SUPABASE_URL) run('supabase/local', ['start']);
for (const app of apps) run(app, ['exec', 'rspack', 'serve', '--mode', 'development']);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
