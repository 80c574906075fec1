// A second, real local Supabase API in a process of its own (`supabase/local`, as `pnpm start:api` runs it),
// for journeys that stop it and start it again. Its own port and PGlite folder; the e2e stack's API is untouched.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitForUrl } from '@tales/build/ports';
import { freePort } from './free-port';

const repo = path.resolve(__dirname, '../..');
const localApiDir = path.join(repo, 'supabase/local');

export class LocalApi {
  private port: number | undefined;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  /** `dataDir`: PGlite folder relative to the repository (kept across restarts, so the stories stay). */
  constructor(private readonly dataDir: string) {}

  /** Its address; the port is chosen at the first start and kept across restarts. */
  get url(): string {
    if (this.port === undefined) throw new Error('the local API has not been started yet');
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the API (`fresh`: a new database, migrated and seeded) and waits until it answers. */
  async start({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    if (this.child) throw new Error('the local API is already running');
    this.port ??= await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SUPABASE_API_PORT: String(this.port),
      TALES_DATA_DIR: this.dataDir,
      TALES_FRESH_DB: fresh ? '1' : '',
      SUPABASE_OUTBOX_DIR: path.join(repo, this.dataDir, 'outbox'),
    };
    delete env.DATABASE_URL; // always its own PGlite, never a shared PostgreSQL
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
      cwd: localApiDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => {
      if (this.child === child) this.child = undefined;
    });
    // Never outlive the test run, whatever happens to it.
    process.once('exit', () => child.kill('SIGKILL'));
    try {
      await waitForUrl(`${this.url}/auth/v1/health`, {
        timeoutMs: 120_000,
        alive: () => child.exitCode === null && child.signalCode === null,
      });
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** SIGTERM, then waits for the process to exit (the port is free again afterwards). */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await this.exited;
    this.child = undefined;
  }
}
