// `pnpm dev`: the local Supabase API plus a hot-reloading dev server for the shell and every remote. Each dev
// server answers /runtime-config.json itself and builds its own texts, so nothing is written here.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apps } from '@tales/build/ports';

const repo = path.resolve(__dirname, '..');
const children: ChildProcess[] = [];

function run(cwd: string, args: string[]): void {
  children.push(spawn('pnpm', args, { cwd: path.join(repo, cwd), stdio: 'inherit', env: process.env }));
}

if (!process.env.SUPABASE_URL) run('supabase/local', ['start']);
for (const app of apps) run(app, ['exec', 'rspack', 'serve', '--mode', 'development']);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
