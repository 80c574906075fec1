// Starts api-process.ts beside it and gives its URL; component tests use it with the real supabase-js.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type ApiChild = { url: string; stop(): Promise<void> };

export function startApiChild(): Promise<ApiChild> {
  const packageRoot = path.resolve(__dirname, '../..');
  const child: ChildProcess = spawn(path.join(packageRoot, 'node_modules/.bin/tsx'), [path.join(__dirname, 'api-process.ts')], {
    cwd: packageRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`api process exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, stop });
    });
  });
}
