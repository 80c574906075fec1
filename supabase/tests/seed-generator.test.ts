/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@tales/supabase-local/db';
import { loadStories, uncoveredPastDays } from '@tales/supabase-local/seed/load-stories';
import { dollarQuote, publishDate, publishDateSql, renderSeedSql, storyId } from '@tales/supabase-local/seed/seed-sql';
import { countHanCharacters, countWords, storyErrors } from '@tales/supabase-local/seed/story-file';
import { as } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

const examples = path.join(__dirname, '..', 'seed', 'examples');

/** A story file as a test may damage it. */
interface EditableStory {
  daysFromToday: number;
  readTime: number;
  tags: string[];
  hashTags?: string[];
  translations: Record<string, { title?: string; content?: string; summary?: string }>;
}

async function example(name = 'clockmaker-cat.json'): Promise<EditableStory> {
  return JSON.parse(await readFile(path.join(examples, name), 'utf8')) as EditableStory;
}

describe('story file validation', () => {
  it('accepts the example stories', async () => {
    const { stories, errors } = await loadStories(examples);
    expect(errors).toEqual([]);
    expect(stories.map((s) => s.file)).toEqual(['clockmaker-cat.json', 'kite-and-moon.json']);
  });

  it('counts words and Han characters', () => {
    expect(countWords('Había una vez,\nun gato — fin.')).toBe(6);
    expect(countHanCharacters('从前，有一只猫。The end')).toBe(6);
  });

  it.each<[string, (s: EditableStory) => void, RegExp]>([
    ['a missing language', (s) => delete s.translations.ru, /translations\.ru is missing/],
    ['an extra language', (s) => (s.translations.jp = s.translations.en), /unknown languages: jp/],
    ['an empty title', (s) => (s.translations.fr.title = ' '), /translations\.fr\.title must be a non-empty string/],
    [
      'a missing summary',
      (s) => delete s.translations.de.summary,
      /translations\.de\.summary must be a non-empty string/,
    ],
    [
      'content under 120 words',
      (s) => (s.translations.it.content = 'Troppo breve.'),
      /translations\.it\.content has 2 words, needs at least 120/,
    ],
    [
      'Chinese under 200 Han characters',
      (s) => (s.translations.cn.content = '短'.repeat(199)),
      /translations\.cn\.content has 199 Han characters, needs at least 200/,
    ],
    ['a tag outside the 22 genres', (s) => s.tags.push('poetry'), /tags not among the 22 genre ids: poetry/],
    ['no tags', (s) => (s.tags = []), /tags must be a non-empty array/],
    ['a fractional day', (s) => (s.daysFromToday = 1.5), /daysFromToday must be an integer/],
    ['a negative reading time', (s) => (s.readTime = -2), /readTime must be an integer >= 0/],
    ['a misspelled key', (s) => (s.hashTags = []), /unknown keys: hashTags/],
  ])('rejects %s', async (_label, mutate, message) => {
    const story = await example();
    mutate(story);
    expect(storyErrors(story).join('\n')).toMatch(message);
  });

  it('reports a broken file and a second story for the same day, naming the files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tales-stories-'));
    try {
      const story = await example();
      await writeFile(path.join(dir, 'a.json'), JSON.stringify(story));
      await writeFile(path.join(dir, 'b.json'), JSON.stringify(story));
      await writeFile(path.join(dir, 'c.json'), '{ not json');
      const { stories, errors } = await loadStories(dir);
      expect(stories.map((s) => s.file)).toEqual(['a.json', 'b.json']);
      expect(errors).toEqual([
        expect.stringMatching(/^c\.json: not valid JSON/),
        'a.json, b.json: several stories for daysFromToday 0',
      ]);
      expect(uncoveredPastDays(stories, 3)).toEqual([-1, -2]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seed SQL rendering', () => {
  it('gives each story file a stable, valid uuid', () => {
    expect(storyId('03.json')).toBe(storyId('03.json'));
    expect(storyId('03.json')).not.toBe(storyId('04.json'));
    expect(storyId('03.json')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('dollar-quotes text with a tag the text does not contain', () => {
    expect(dollarQuote("it's")).toBe("$tales$it's$tales$");
    expect(dollarQuote('a $tales$ b')).toBe('$tales1$a $tales$ b$tales1$');
  });

  it("publishes at noon UTC, and today's story no later than seed time", () => {
    expect(publishDateSql(-3)).toBe(`(((now() at time zone 'UTC')::date + -3) + time '12:00') at time zone 'UTC'`);
    expect(publishDateSql(0)).toMatch(/^least\(.*, now\(\)\)$/);
  });
});

describe(`generated seed loads into the database (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  const none = { reader: '', otherReader: '', admin: '' };

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    const { stories } = await loadStories(examples);
    await db.exec(renderSeedSql(stories));
  });
  afterAll(() => handle?.close());

  it('creates the admin and the reader with bcrypt passwords and their profiles', async () => {
    const { rows } = await db.query(
      `select u.email, p.display_name, p.role, p.has_donated, u.email_confirmed_at is not null as confirmed,
              u.encrypted_password like '$2_$10$%' as bcrypt,
              u.encrypted_password = extensions.crypt($1, u.encrypted_password) as admin_password,
              u.encrypted_password = extensions.crypt($2, u.encrypted_password) as reader_password
       from auth.users u join public.profiles p using (id) order by u.email`,
      ['tales-admin-2026', 'tales-reader-2026'],
    );
    expect(rows).toEqual([
      {
        email: 'admin@tales.local',
        display_name: 'Tales Admin',
        role: 'admin',
        has_donated: false,
        confirmed: true,
        bcrypt: true,
        admin_password: true,
        reader_password: false,
      },
      {
        email: 'reader@tales.local',
        display_name: 'Tales Reader',
        role: 'user',
        has_donated: false,
        confirmed: true,
        bcrypt: true,
        admin_password: false,
        reader_password: true,
      },
    ]);
  });

  it("makes today's example the story of the day for anonymous readers", async () => {
    const rows = await as(
      db,
      none,
      'anon',
      async (tx) =>
        (
          await tx.query<{
            id: string;
            title: string;
            author: string;
            tags: string[];
            hashtags: string[];
            read_time: number;
          }>(
            `select id, translations -> 'en' ->> 'title' as title, author, tags, hashtags, read_time
         from public.story_of_the_day((now() at time zone 'UTC')::date)`,
          )
        ).rows,
    );
    expect(rows).toEqual([
      {
        id: storyId('clockmaker-cat.json'),
        title: "The Clockmaker's Cat",
        author: 'Tales Team',
        tags: ['kids', 'animals', 'fantasy'],
        hashtags: ['#clocks', 'cats', '#winter'],
        read_time: 2,
      },
    ]);
  });

  it("puts yesterday's example at noon UTC yesterday, content intact", async () => {
    const { rows } = await db.query<{ noon: boolean; content: string }>(
      `select publish_date = (((now() at time zone 'UTC')::date - 1) + time '12:00') at time zone 'UTC' as noon,
              translations -> 'cn' ->> 'content' as content
       from public.stories where id = $1`,
      [storyId('kite-and-moon.json')],
    );
    const source = await example('kite-and-moon.json');
    expect(rows).toEqual([{ noon: true, content: source.translations.cn.content }]);
  });

  it('dates every story as publishDate does for the moment the seed ran', async () => {
    const { stories } = await loadStories(examples);
    // The seed is one transaction: every story was created at the moment it ran.
    const { rows } = await db.query<{ id: string; publish_date: string; created_at: string }>(
      `select id, publish_date, created_at from public.stories`,
    );
    const seededAt = new Date(rows[0].created_at);
    const dated = Object.fromEntries(rows.map((r) => [r.id, new Date(r.publish_date).toISOString()]));
    expect(dated).toEqual(
      Object.fromEntries(
        stories.map(({ file, story }) => [storyId(file), publishDate(story.daysFromToday, seededAt).toISOString()]),
      ),
    );
  });
});
