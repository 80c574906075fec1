// The daily mail at scale (`pnpm bench:newsletter`): 10,000 confirmed subscribers over 24 time zones and 8
// languages, all due in one run (a day's worth: the worst case, e.g. after a day without runs). Measures one
// run's time to claim, render and write its mails into a temporary outbox through the local API, the plan and
// time of the "who is due now" query, and the bench process's resident memory; then the same population again
// with the run killed (SIGKILL, in a child process) half-way and a second run after the lease: every due mail is
// in the outbox once, none twice, none missing. Needs PostgreSQL (two processes share the database): it uses
// TEST_DATABASE_URL or DATABASE_URL, else starts the local one (scripts/start-postgres.sh).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { openDatabase, type Database } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { startBenchApi } from './newsletter-api';

const SUBSCRIBERS = 10_000;
const BATCH = 100;
const RUN_AT = '2041-05-20T12:00:00Z';
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru'];
const ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'UTC',
  'Europe/Madrid',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Noumea',
  'Pacific/Kiritimati',
];
const MB = 1024 * 1024;

function serverUrl(): string {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return given;
  return execFileSync('bash', [path.join(__dirname, '../scripts/start-postgres.sh')], { encoding: 'utf8' }).trim();
}

async function populate(db: Database): Promise<void> {
  await db.query(`delete from public.newsletter_deliveries`);
  await db.query(`delete from public.newsletter_subscribers`);
  await db.query(
    `insert into public.newsletter_subscribers (email, language, delivery_hour, time_zone, confirmed_at)
     select 'bench-' || i || '@example.org', ($1::text[])[1 + i % 8], (i * 7) % 24, ($2::text[])[1 + (i / 8) % 24], now()
     from generate_series(1, $3::int) i`,
    [LANGUAGES, ZONES, SUBSCRIBERS],
  );
  // Each subscriber's next delivery falls in the day before RUN_AT: at RUN_AT every one is due.
  await db.query(
    `update public.newsletter_subscribers
     set next_delivery_at = public.newsletter_next_delivery($1::timestamptz - interval '1 day', delivery_hour, time_zone)`,
    [RUN_AT],
  );
  await db.query(`analyze public.newsletter_subscribers`);
}

async function addStories(db: Database): Promise<void> {
  for (const day of ['2041-05-18', '2041-05-19', '2041-05-20']) {
    const translations = Object.fromEntries(
      LANGUAGES.filter((lang) => lang !== 'cn').map((lang) => [
        lang,
        {
          title: `Bench ${day} (${lang})`,
          content: Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of the story of ${day}.`).join('\n'),
          summary: '',
        },
      ]),
    );
    await db.query(
      `insert into public.stories (translations, publish_date, author, read_time, image_url)
       values ($1::jsonb, $2::timestamptz, 'Bench', 5, 'https://images.example.org/bench.jpg')`,
      [JSON.stringify(translations), `${day}T00:10:00Z`],
    );
  }
}

async function dueQueryPlan(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off)
     select id from public.newsletter_subscribers
     where next_delivery_at <= $1::timestamptz - interval '12 hours'
     order by next_delivery_at limit ${BATCH} for update skip locked`,
    [RUN_AT],
  );
  return rows.map((row) => row['QUERY PLAN']);
}

async function outboxFiles(dir: string): Promise<number> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.')).length;
  } catch {
    return 0;
  }
}

async function sendLog(outboxDir: string): Promise<{ sends: number; keys: number }> {
  const text = await readFile(path.join(path.dirname(outboxDir), 'sends.log'), 'utf8').catch(() => '');
  const keys = text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ')[0]);
  return { sends: keys.length, keys: new Set(keys).size };
}

async function deliveries(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from public.newsletter_deliveries group by status order by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Runs `work` while sampling this process's resident memory every 100 ms. */
async function withMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; startMb: number }> {
  const startMb = process.memoryUsage().rss / MB;
  let peak = startMb;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss / MB)), 100);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, process.memoryUsage().rss / MB), startMb };
  } finally {
    clearInterval(timer);
  }
}

async function killedRun(databaseUrl: string, outboxDir: string): Promise<{ filesAtKill: number }> {
  const child = spawn(
    process.execPath,
    [
      // tsx as a loader in this one process: its CLI would run the script in a grandchild that SIGKILL misses.
      '--import',
      'tsx',
      path.join(__dirname, 'newsletter-child.ts'),
      databaseUrl,
      outboxDir,
      RUN_AT,
      String(BATCH),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the child exited before it was ready')));
    readline.createInterface({ input: child.stdout }).on('line', (line) => line === 'ready' && resolve());
  });
  let files = 0;
  while (child.exitCode === null && (files = await outboxFiles(outboxDir)) < SUBSCRIBERS / 2) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  await exited;
  return { filesAtKill: files };
}

async function main(): Promise<void> {
  const base = serverUrl();
  const name = `tales_bench_nl_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(base);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const work = await mkdtemp(path.join(os.tmpdir(), 'tales-newsletter-bench-'));
  const db = await openDatabase({ databaseUrl, fresh: true, seed: true });
  const lines: string[] = [];
  try {
    await addStories(db);
    await populate(db);
    const plan = await dueQueryPlan(db);

    // One clean run.
    const outbox1 = path.join(work, 'run1', 'outbox');
    const api = await startBenchApi(db, outbox1, BATCH);
    const started = performance.now();
    const measured = await withMemory(() => api.run(RUN_AT));
    const seconds = (performance.now() - started) / 1000;
    await api.close();
    const files1 = await outboxFiles(outbox1);
    const statuses1 = await deliveries(db);

    // The same population, the run killed half-way, then the next runs after the lease (10 minutes).
    await populate(db);
    const outbox2 = path.join(work, 'run2', 'outbox');
    const killed = await killedRun(databaseUrl, outbox2);
    const afterKill = await deliveries(db);
    const api2 = await startBenchApi(db, outbox2, BATCH);
    const second = await api2.run('2041-05-20T12:11:00Z');
    const third = await api2.run('2041-05-20T12:12:00Z');
    await api2.close();
    const files2 = await outboxFiles(outbox2);
    const log2 = await sendLog(outbox2);
    const statuses2 = await deliveries(db);
    const { rows: dup } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select subscriber_id from public.newsletter_deliveries group by subscriber_id having count(*) > 1) d`,
    );

    const when = new Date().toISOString();
    lines.push(
      '# Newsletter sending benchmark',
      '',
      `Generated by \`pnpm bench:newsletter\` (supabase/local/bench/newsletter.ts) on ${when}.`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} (shared machine). Database: PostgreSQL (local server), a fresh database with the seed.`,
      `Population: ${SUBSCRIBERS} confirmed subscribers, 8 languages, 24 time zones (UTC−11 … UTC+14), delivery hours 0–23,`,
      'every one due at the run (a whole day of mail at once). Stories in 7 languages (cn falls back to Spanish), with a cover.',
      `The run goes through the local API as hosted: POST /functions/v1/newsletter-send → RPC newsletter_claim (batches of ${BATCH})`,
      '→ react-email render → outbox transport (one JSON file per mail) → RPC newsletter_record; 4 sends at once.',
      '',
      '## One run',
      '',
      '| due | mails in outbox | run time s | mails/s | deliveries | RSS start MB | RSS peak MB |',
      '|---:|---:|---:|---:|---|---:|---:|',
      `| ${SUBSCRIBERS} | ${files1} | ${seconds.toFixed(1)} | ${(files1 / seconds).toFixed(0)} | ${JSON.stringify(statuses1)} | ${measured.startMb.toFixed(0)} | ${measured.peakMb.toFixed(0)} |`,
      '',
      `Run answer: \`${JSON.stringify(measured.result.body)}\`. RSS is the bench process, which holds the API (fastify, the`,
      'function, react-email); PostgreSQL runs in its own processes.',
      '',
      '## The "who is due now" query',
      '',
      `\`select id from newsletter_subscribers where next_delivery_at <= $t order by next_delivery_at limit ${BATCH} for update skip locked\``,
      `with about half of the ${SUBSCRIBERS} subscribers due (EXPLAIN ANALYZE, BUFFERS):`,
      '',
      '```',
      ...plan,
      '```',
      '',
      '## Killed half-way (SIGKILL), then the next runs',
      '',
      '| mails in outbox at the kill | deliveries after the kill | 2nd run (lease expired) | 3rd run | mails in outbox | sends accepted (incl. re-sends) | distinct keys | deliveries | subscribers with 2 deliveries |',
      '|---:|---|---|---|---:|---:|---:|---|---:|',
      `| ${killed.filesAtKill} | ${JSON.stringify(afterKill)} | \`${JSON.stringify(second.body)}\` | \`${JSON.stringify(third.body)}\` | ${files2} | ${log2.sends} | ${log2.keys} | ${JSON.stringify(statuses2)} | ${dup[0].n} |`,
      '',
      `No gap: ${files2 === SUBSCRIBERS ? 'every' : '**not every**'} due mail is in the outbox (${files2} of ${SUBSCRIBERS}).`,
      `No duplicate: ${dup[0].n === 0 && log2.keys === files2 ? 'one delivery row and one outbox file per subscriber and day' : '**duplicates found**'};`,
      `${log2.sends - log2.keys} send(s) of the killed run that reached the outbox but not the database were sent again`,
      'after the lease with the same idempotency key, which the outbox (like Resend, for 24 hours) answers with the first mail.',
      '',
    );
    const results = path.join(__dirname, 'NEWSLETTER-RESULTS.md');
    await writeFile(results, lines.join('\n'));
    process.stdout.write(`${lines.join('\n')}\nwritten to ${results}\n`);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
    await rm(work, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
