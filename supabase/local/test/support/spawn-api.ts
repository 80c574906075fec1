// Starts api-process.ts and waits for its URL; `stop()` ends it and waits until it has exited.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

export async function spawnTestApi({ timeoutMs = 120_000 }: { timeoutMs?: number } = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'api-process.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the test API did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the test API exited (code ${code}) before it was ready`));
      });
      const lines = readline.createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (!line.startsWith('{"url"')) return;
        clearTimeout(timer);
        lines.close();
        resolve((JSON.parse(line) as { url: string }).url);
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
