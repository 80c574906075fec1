import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system, all threads) a process has used so far, from /proc; undefined where there is no
 * /proc or the process is gone. On a shared machine throughput moves with everyone else's load; the CPU a request
 * costs moves far less, so the bench reports both.
 */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** What the API process and the database server processes serving it have used so far. */
export interface CpuReading {
  api?: number;
  /** PostgreSQL backends connected to the bench database (PGlite runs inside the API process). */
  database?: number;
}

export type CpuMeter = () => Promise<CpuReading>;

/** A meter for the API process `apiPid` and, given a database URL, the PostgreSQL backends of that database. */
export function cpuMeter(apiPid: number, databaseUrl?: string): CpuMeter {
  return async () => {
    const reading: CpuReading = { api: cpuSecondsOf(apiPid) };
    if (!databaseUrl) return reading;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const seconds = rows.map((r) => cpuSecondsOf(r.pid));
      reading.database = seconds.every((s) => s !== undefined)
        ? seconds.reduce<number>((sum, s) => sum + (s ?? 0), 0)
        : undefined;
    } finally {
      await client.end();
    }
    return reading;
  };
}
