/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, pgError, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(90_000);

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

type Text = { title: string; summary: string; content: string };
type Hit = {
  id: string;
  title: string;
  snippet: string;
  spanish: boolean;
  rank: number;
  total: number | string;
  fuzzy: boolean;
};

/** The words a result marks as matched (each between \u0001 and \u0002). */
const marked = (text: string): string[] =>
  text
    .split('\u0001')
    .slice(1)
    .map((part) => part.split('\u0002')[0]);

describe(`search_stories (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  const ids: Record<string, string> = {};

  async function story(days: number, texts: Record<string, Text>): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.stories (translations, publish_date) values ($1::jsonb, $2::timestamptz) returning id`,
      [JSON.stringify(texts), daysFromNow(days).toISOString()],
    );
    return rows[0].id;
  }

  beforeAll(async () => {
    handle = await openTestDatabase({ seed: false });
    db = handle.db;
    users = await createUsers(db);
    ids.dragon = await story(-3, {
      es: {
        title: 'El dragón del faro',
        summary: 'Un cuento de mar.',
        content: 'Había un dragón que cuidaba el faro.',
      },
      en: {
        title: 'The dragon of the lighthouse',
        summary: 'A tale of the sea.',
        content: 'A dragon kept the lighthouse burning while the fishermen were away.',
      },
      ru: {
        title: 'Дракон и маяк',
        summary: 'Сказка о море.',
        content: 'Жил-был дракон, который охранял маяк.',
      },
      cn: { title: '灯塔的龙', summary: '一个关于大海的故事。', content: '从前有一条龙，守护着海边的灯塔。' },
    });
    ids.summaryDragon = await story(-2, {
      es: { title: 'La tortuga sabia', summary: 'Una tortuga y dragones.', content: 'La tortuga hablaba despacio.' },
      en: {
        title: 'The wise turtle',
        summary: 'A turtle meets a dragon.',
        content: 'The turtle spoke slowly and thought even more slowly.',
      },
    });
    ids.contentDragon = await story(-1, {
      es: { title: 'El molino', summary: 'Viento y harina.', content: 'Cuentos de viento; al final pasa un dragón.' },
      en: { title: 'The mill', summary: 'Wind and flour.', content: 'In the last line a dragon flies over the mill.' },
      de: { title: 'Die Mühle', summary: 'Wind und Mehl.', content: 'Am Ende fliegen Drachen über die Mühle.' },
    });
    ids.scheduled = await story(2, {
      es: { title: 'El dragón secreto', summary: 'Aún no.', content: 'Un dragón programado.' },
      en: { title: 'The secret dragon', summary: 'Not yet.', content: 'A scheduled dragon.' },
    });
    ids.hostile = await story(-4, {
      es: {
        title: "O'Brien y <script>",
        summary: 'Texto con signos & | ! : * ( ).',
        content: "El señor O'Brien escribió <script>alert(1)</script> en la pizarra.",
      },
    });
  });
  afterAll(() => handle?.close());

  async function search(actor: Actor, q: string, lng: string, page = 1): Promise<Hit[]> {
    return as(db, users, actor, async (tx) => {
      const { rows } = await tx.query<Hit>(
        `select id, title, snippet, spanish, rank, total, fuzzy from public.search_stories($1, $2, $3)`,
        [q, lng, page],
      );
      return rows;
    });
  }

  it('ranks a match in the title above one in the summary, above one in the content, and counts them', async () => {
    const hits = await search('anon', 'dragon', 'en');
    expect(hits.map((h) => h.id)).toEqual([ids.dragon, ids.summaryDragon, ids.contentDragon]);
    expect(hits.every((h) => Number(h.total) === 3 && !h.fuzzy)).toBe(true);
    expect(marked(hits[0].title)).toEqual(['dragon']);
    expect(marked(hits[2].snippet)).toEqual(['dragon']);
  });

  it("stems each language's words: es cuentos finds cuento, en dragons finds dragon, de Drache finds Drachen, ru драконы finds дракон", async () => {
    expect((await search('anon', 'cuentos', 'es')).map((h) => h.id)).toEqual(
      expect.arrayContaining([ids.dragon, ids.contentDragon]),
    );
    expect((await search('anon', 'dragons', 'en')).map((h) => h.id)).toContain(ids.dragon);
    const german = await search('anon', 'Drache', 'de');
    expect(german.map((h) => h.id)).toContain(ids.contentDragon);
    expect(marked(german.find((h) => h.id === ids.contentDragon)?.snippet ?? '')).toEqual(['Drachen']);
    const russian = await search('anon', 'драконы', 'ru');
    expect(russian[0].id).toBe(ids.dragon);
    expect(russian[0].spanish).toBe(false);
  });

  it('finds a two-character Chinese word inside a sentence, and marks it', async () => {
    const hits = await search('anon', '灯塔', 'cn');
    expect(hits.map((h) => h.id)).toEqual([ids.dragon]);
    expect(marked(hits[0].title)).toEqual(['灯塔']);
    expect(marked(hits[0].snippet)).toEqual(['灯塔']);
    expect(await search('anon', '大象', 'cn')).toEqual([]);
  });

  it("searches a story without the reader's language in its Spanish text, and says so", async () => {
    const hits = await search('anon', 'tortuga', 'ru');
    expect(hits.map((h) => h.id)).toEqual([ids.summaryDragon]);
    expect(hits[0].spanish).toBe(true);
  });

  it('forgives a typo in a title when the words match nothing', async () => {
    const hits = await search('anon', 'lighthuose', 'en');
    expect(hits.map((h) => h.id)).toEqual([ids.dragon]);
    expect(hits[0].fuzzy).toBe(true);
  });

  it('never gives a reader a scheduled story; an admin finds it', async () => {
    for (const actor of ['anon', 'reader'] as const) {
      expect((await search(actor, 'secret dragon', 'en')).map((h) => h.id)).not.toContain(ids.scheduled);
      expect((await search(actor, 'dragon', 'en')).map((h) => h.id)).not.toContain(ids.scheduled);
    }
    expect((await search('admin', 'secret', 'en')).map((h) => h.id)).toEqual([ids.scheduled]);
  });

  it('never names a scheduled story to a reader through the index lookup either, by words or by title', async () => {
    const hits = (actor: Actor, fuzzy: boolean) =>
      as(db, users, actor, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select id from public.story_search_hits(websearch_to_tsquery('english', $1), $1, 'en', $2)`,
          ['secret dragon', fuzzy],
        );
        return rows.map((row) => row.id);
      });
    for (const fuzzy of [false, true]) {
      expect(await hits('anon', fuzzy)).not.toContain(ids.scheduled);
      expect(await hits('reader', fuzzy)).not.toContain(ids.scheduled);
      expect(await hits('admin', fuzzy)).toContain(ids.scheduled);
    }
  });

  it('pages ten at a time: a page past the last is empty, not a look-alike search', async () => {
    expect(await search('anon', 'dragon', 'en', 2)).toEqual([]);
  });

  it.each([
    ["a quote '", "O'Brien"],
    ['operators', '&|!:*()'],
    ['a tag', '<script>'],
    ['websearch syntax', '"unclosed -not OR or ('],
    ['backslashes and percent', '\\ % _ \\\\'],
    ['only stop words', 'the and of'],
    ['blank', '   '],
    ['control characters', '\u0001\u0002\u0007'],
  ])('answers %s without an error', async (_, q) => {
    await expect(search('anon', q, 'en')).resolves.toEqual(expect.any(Array));
    await expect(search('anon', q, 'es')).resolves.toEqual(expect.any(Array));
    await expect(search('anon', q, 'cn')).resolves.toEqual(expect.any(Array));
  });

  it('finds the words of a text holding quotes and markup as words, and leaves the markup out of the snippet', async () => {
    const hits = await search('anon', "O'Brien", 'es');
    expect(hits.map((h) => h.id)).toEqual([ids.hostile]);
    expect(marked(hits[0].snippet).join(' ')).toContain('Brien');
    expect(hits[0].snippet).not.toContain('<script>');
  });

  it('finds nothing for a blank query or one of stop words only', async () => {
    expect(await search('anon', '', 'en')).toEqual([]);
    expect(await search('anon', 'the of and', 'en')).toEqual([]);
    expect(await search('anon', '&|!:*()', 'en')).toEqual([]);
  });

  it('refuses a query over 200 characters (22001) and an unknown language (22023)', async () => {
    expect((await pgError(search('anon', 'a'.repeat(10_000), 'en'))).code).toBe('22001');
    expect((await pgError(search('anon', 'dragón '.repeat(29), 'es'))).code).toBe('22001');
    await expect(search('anon', 'dragon '.repeat(28).trim(), 'en')).resolves.toEqual(expect.any(Array));
    expect((await pgError(search('anon', 'dragon', 'xx'))).code).toBe('22023');
  });
});
