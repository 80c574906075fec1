// How long a reader's search takes: `search_stories` over 10,000 generated stories in eight languages (title,
// summary and a 150-word text each), as anon through the same role switch PostgREST makes, for typical queries in
// every language (a frequent word, a rare one, two words, a typo that only the title look-alikes find). Prints the
// median and p95 of 20 calls per query, how many stories each matched, and the plan showing the index a language's
// search reads. PGlite by default; PostgreSQL with TEST_DATABASE_URL. Writes bench/SEARCH-RESULTS.md with --write.
//   TEST_DATABASE_URL=$(bash supabase/local/scripts/start-postgres.sh) pnpm --filter @tales/supabase-local bench:search
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, repoRoot, withRole, type Database } from '../src/db';
import { openTestDatabase } from '../test/support/test-database';
import { percentile } from './percentile';

const STORIES = Number(process.env.BENCH_STORIES ?? 10_000);
const RUNS = 20;
const BUDGET_MS = 50;

/**
 * Per language, the syllables its generated words are made of (Chinese: characters, written without spaces).
 * Earlier syllables are drawn more often, so words made of them are frequent and later ones rare, as in a text.
 */
const SYLLABLES: Record<string, string[]> = {
  en: [
    'the',
    'dra',
    'gon',
    'for',
    'est',
    'light',
    'house',
    'wolf',
    'king',
    'sea',
    'moon',
    'star',
    'ri',
    'ver',
    'tow',
    'er',
    'gar',
    'den',
    'brid',
    'ge',
    'cas',
    'tle',
    'win',
    'ter',
    'sum',
    'mer',
    'fox',
    'owl',
    'mill',
    'stone',
  ],
  es: [
    'el',
    'dra',
    'gón',
    'bos',
    'que',
    'fa',
    'ro',
    'lo',
    'bo',
    'rey',
    'mar',
    'lu',
    'na',
    'es',
    'tre',
    'lla',
    'rí',
    'o',
    'to',
    'rre',
    'jar',
    'dín',
    'puen',
    'te',
    'cas',
    'ti',
    'llo',
    'in',
    'vier',
    'no',
  ],
  pt: [
    'o',
    'dra',
    'gão',
    'flo',
    'res',
    'ta',
    'fa',
    'rol',
    'lo',
    'bo',
    'rei',
    'mar',
    'lu',
    'a',
    'es',
    'tre',
    'la',
    'ri',
    'o',
    'tor',
    're',
    'jar',
    'dim',
    'pon',
    'te',
    'cas',
    'te',
    'lo',
    'in',
    'ver',
  ],
  fr: [
    'le',
    'dra',
    'gon',
    'fo',
    'rêt',
    'pha',
    're',
    'loup',
    'roi',
    'mer',
    'lu',
    'ne',
    'é',
    'toi',
    'le',
    'ri',
    'vi',
    'ère',
    'tour',
    'jar',
    'din',
    'pont',
    'châ',
    'teau',
    'hi',
    'ver',
    'é',
    'té',
    're',
    'nard',
  ],
  it: [
    'il',
    'dra',
    'go',
    'ne',
    'bo',
    'sco',
    'fa',
    'ro',
    'lu',
    'po',
    're',
    'ma',
    're',
    'lu',
    'na',
    'stel',
    'la',
    'fiu',
    'me',
    'tor',
    're',
    'giar',
    'di',
    'no',
    'pon',
    'te',
    'ca',
    'stel',
    'lo',
    'in',
  ],
  de: [
    'der',
    'dra',
    'che',
    'wald',
    'leucht',
    'turm',
    'wolf',
    'kö',
    'nig',
    'meer',
    'mond',
    'stern',
    'fluss',
    'gar',
    'ten',
    'brü',
    'cke',
    'burg',
    'win',
    'ter',
    'som',
    'mer',
    'fuchs',
    'eu',
    'le',
    'müh',
    'le',
    'stein',
    'berg',
    'tal',
  ],
  ru: [
    'дра',
    'кон',
    'лес',
    'ма',
    'як',
    'волк',
    'ко',
    'роль',
    'мо',
    'ре',
    'лу',
    'на',
    'звез',
    'да',
    'ре',
    'ка',
    'баш',
    'ня',
    'сад',
    'мост',
    'за',
    'мок',
    'зи',
    'ма',
    'ле',
    'то',
    'ли',
    'са',
    'со',
    'ва',
  ],
  cn: [
    '的',
    '龙',
    '森',
    '林',
    '灯',
    '塔',
    '狼',
    '国',
    '王',
    '海',
    '月',
    '亮',
    '星',
    '河',
    '流',
    '花',
    '园',
    '桥',
    '城',
    '堡',
    '冬',
    '天',
    '夏',
    '狐',
    '狸',
    '猫',
    '头',
    '鹰',
    '石',
    '山',
  ],
};

/** Typical queries per language: a frequent word, a rare one, two words, and a typo of a title word. */
const QUERIES: Record<string, { kind: string; q: string }[]> = Object.fromEntries(
  Object.entries(SYLLABLES).map(([lng, s]) => {
    const word = (...i: number[]) => i.map((n) => s[n]).join('');
    const queries = [
      { kind: 'frequent word', q: word(1, 2) },
      { kind: 'rare word', q: word(27, 28) },
      { kind: 'two words', q: `${word(3, 4)} ${word(5, 6)}` },
    ];
    // A title's look-alike: one letter of a word dropped (Chinese has no typo of this kind: another character).
    if (lng !== 'cn') queries.push({ kind: 'typo (look-alike titles)', q: word(7, 8, 9).slice(0, -1) + 'x' });
    return [lng, queries];
  }),
);

function generateSql(): string {
  const languages = Object.keys(SYLLABLES);
  const arrays = languages
    .map((lng) => `('${lng}', array[${SYLLABLES[lng].map((s) => `'${s}'`).join(',')}])`)
    .join(',\n');
  // A word: two or three syllables drawn with a skew towards the first; a text: words joined by spaces (none in
  // Chinese). setseed keeps the data the same from run to run.
  return `
    select setseed(0.42);
    create temporary table bench_syllables(lng text, s text[]) on commit drop;
    insert into bench_syllables values ${arrays};
    create function pg_temp.bench_words(s text[], n int, sep text) returns text language sql volatile as $$
      select string_agg(
        s[1 + floor(power(random(), 2) * array_length(s, 1))::int] || s[1 + floor(power(random(), 2) * array_length(s, 1))::int]
          || case when random() < 0.4 then s[1 + floor(random() * array_length(s, 1))::int] else '' end,
        sep)
      from generate_series(1, n);
    $$;
    insert into public.stories (translations, author, publish_date, tags, read_time)
    select (
        select jsonb_object_agg(b.lng, jsonb_build_object(
          'title', pg_temp.bench_words(b.s, 3, case when b.lng = 'cn' then '' else ' ' end),
          'summary', pg_temp.bench_words(b.s, 12, case when b.lng = 'cn' then '，' else ' ' end),
          'content', pg_temp.bench_words(b.s, 150, case when b.lng = 'cn' then '，' else ' ' end)))
        -- Naming the outer row makes the subquery run once per story (uncorrelated, it would run once in all).
        from bench_syllables b where i > 0
      ), 'Bench', now() - i * interval '1 hour', array['fable'], 3
    from generate_series(1, ${STORIES}) i;
    analyze public.stories;`;
}

type Row = { lng: string; kind: string; q: string; matches: number; median: number; p95: number };

async function main(): Promise<void> {
  // BENCH_DATABASE_URL: a PostgreSQL database this bench filled before (its stories are kept), to measure again
  // without writing them anew.
  const reuse = process.env.BENCH_DATABASE_URL;
  const backend = reuse || process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const { db, close }: { db: Database; close: () => Promise<void> } = reuse
    ? await openDatabase({ databaseUrl: reuse, seed: false, statementTimeoutMs: 3_600_000 }).then((opened) => ({
        db: opened,
        close: () => opened.close(),
      }))
    : await openTestDatabase({ statementTimeoutMs: 3_600_000, seed: false });
  const rows: Row[] = [];
  const plans: string[] = [];
  try {
    const started = performance.now();
    if (!reuse) await db.exec(`begin; ${generateSql()} commit;`);
    const written = `written in ${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.log(`${STORIES.toLocaleString('en')} stories in 8 languages ${reuse ? 'reused' : written} (${backend})`);
    for (const [lng, queries] of Object.entries(QUERIES)) {
      for (const { kind, q } of queries) {
        const times: number[] = [];
        let matches = 0;
        for (let run = 0; run < RUNS + 2; run += 1) {
          const t0 = performance.now();
          const result = await withRole(db, { role: 'anon' }, (tx) =>
            tx.query<{ total: number | string }>(`select total from public.search_stories($1, $2, 1)`, [q, lng]),
          );
          // The first two calls warm the connection's caches; they are not counted.
          if (run >= 2) times.push(performance.now() - t0);
          matches = Number(result.rows[0]?.total ?? 0);
        }
        const row = { lng, kind, q, matches, median: percentile(times, 50), p95: percentile(times, 95) };
        rows.push(row);
        console.log(
          `${lng} ${kind} "${q}": ${matches} matches, median ${row.median.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`,
        );
      }
      // The index lookup search_stories makes for the language (story_search_hits runs as the stories' owner, with
      // enable_seqscan off), for its frequent word: the GIN index, and the rank read from the head in the row.
      const plan = await db.transaction(async (tx) => {
        await tx.query(`set local enable_seqscan = off`);
        return tx.query<Record<string, string>>(
          `explain (analyze, buffers, costs off, timing off, summary off)
           select s.id, s.publish_date, ts_rank(s.search_head_${lng}, q, 1)
           from public.stories s,
             websearch_to_tsquery(public.story_search_config($1),
               case when $1 = 'cn' then public.story_search_bigrams($2) else $2 end) q
           where s.search_${lng} @@ q and (s.publish_date <= now() or (select public.is_admin()))`,
          [lng, QUERIES[lng][0].q],
        );
      });
      plans.push(`${lng}:\n${plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
    }
    await db.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', false)`);
    const typo = await db.query<Record<string, string>>(
      `explain (analyze, costs off, timing off, summary off)
       select s.id from public.stories s
       where $1 operator(extensions.<%) (s.search_titles ->> 'en') and (s.publish_date <= now() or (select public.is_admin()))`,
      [QUERIES.en[3].q],
    );
    plans.push(`en, typo (title trigrams):\n${typo.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
    console.log(plans.join('\n'));
  } finally {
    await close();
  }
  if (process.argv.includes('--write')) writeResults(backend, rows, plans);
  const over = rows.filter((row) => row.p95 > BUDGET_MS);
  if (over.length > 0) console.log(`p95 over ${BUDGET_MS} ms: ${over.map((r) => `${r.lng} ${r.kind}`).join(', ')}`);
}

function writeResults(backend: string, rows: Row[], plans: string[]): void {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const table = rows
    .map(
      (r) =>
        `| ${r.lng} | ${r.kind} | \`${r.q}\` | ${r.matches} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p95 <= BUDGET_MS ? 'met' : '**missed**'} |`,
    )
    .join('\n');
  const text = `# Story search benchmark

Generated by \`pnpm --filter @tales/supabase-local bench:search\` (supabase/local/bench/search.ts) on ${new Date().toISOString()},
backend ${backend}, load average ${load} at the end (the machine is shared: other work running at the same time slows these
numbers). ${STORIES.toLocaleString('en')} generated stories, each with a title, a summary and a 150-word text in all eight languages
(words made of each language's syllables, frequent and rare ones). Each query: \`search_stories(q, lng, 1)\` as anon (RLS
applies), ${RUNS} calls after 2 warm-up calls; median and p95 (nearest rank) in ms, measured by the client around the call.
Budget: p95 ≤ ${BUDGET_MS} ms.

| lng | query | q | matches | median ms | p95 ms | budget |
|---|---|---|---:|---:|---:|---|
${table}

Plans of the index lookup (story_search_hits, as the stories' owner) for each language's frequent word, and for look-alike titles
(buffers: pages read; a rank read out of line would show about four more per match):

\`\`\`
${plans.join('\n')}
\`\`\`
`;
  writeFileSync(path.join(repoRoot(), 'supabase', 'local', 'bench', 'SEARCH-RESULTS.md'), text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
