// How long the admin's charts take to compute: `reader_stats` over a year of page views (1,000,000 generated, about
// 2,700 a day, a third of them story views over 365 stories), 30 and 90 days, as an admin through the same role
// switch PostgREST makes. PGlite by default; PostgreSQL with TEST_DATABASE_URL. Median and slowest of 7 calls.
//   pnpm --filter @tales/supabase-local bench:reader-stats
import { performance } from 'node:perf_hooks';
import { withRole } from '../src/db';
import { openTestDatabase } from '../test/support/test-database';

const VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 1_000_000);
const RUNS = 7;

async function main(): Promise<void> {
  // Writing a year of views takes longer than the API's statement deadline allows one request.
  const { db, close } = await openTestDatabase({ statementTimeoutMs: 600_000 });
  try {
    const started = performance.now();
    const { rows: admins } = await db.query<{ id: string }>(
      `insert into auth.users (id, email, aud, role, email_confirmed_at) values (gen_random_uuid(), 'bench-admin@tales.local', 'authenticated', 'authenticated', now()) returning id`,
    );
    const admin = admins[0].id;
    await db.query(`update public.profiles set role = 'admin' where id = $1`, [admin]);
    await db.query(`
      insert into public.stories (translations, author, publish_date, tags, read_time)
      select jsonb_build_object('es', jsonb_build_object('title', 'Cuento ' || i, 'content', 'Texto', 'summary', '')),
             'Bench', now() - i * interval '1 day', array['fable'], 2
      from generate_series(0, 364) i`);
    // The page-view budget trigger limits what one client records; the bench writes as the table's owner.
    await db.query(`alter table public.page_views disable trigger user`);
    await db.query(
      `insert into public.page_views (title, path, language, created_at)
       select case when i % 3 = 0 then 'Story View' when i % 3 = 1 then 'Home' else 'Calendar' end,
              case when i % 3 = 0 then '/en/story/' || s.ids[1 + (i % 365)] else '/en' end,
              (array['en','es','pt','fr','it','cn','de','ru'])[1 + (i % 8)],
              now() - (i::double precision / $1) * interval '365 days'
       from generate_series(1, $1) i, (select array_agg(id::text) as ids from public.stories) s`,
      [VIEWS],
    );
    await db.query(`alter table public.page_views enable trigger user`);
    await db.query('analyze public.page_views');
    console.log(
      `${VIEWS.toLocaleString('en')} page views written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    for (const days of [30, 90]) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const t0 = performance.now();
        await withRole(db, { role: 'authenticated', claims: { sub: admin, aud: 'authenticated' } }, (tx) =>
          tx.query(`select public.reader_stats($1, 'Europe/Madrid')`, [days]),
        );
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `reader_stats(${days} days): median ${times[RUNS >> 1].toFixed(0)} ms, slowest ${times[RUNS - 1].toFixed(0)} ms`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
