/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUser, insertStory, pgError, translations } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

describe(`schema checks and triggers (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle?.close());

  function insertTranslations(value: unknown, extra: { tags?: string[]; readTime?: number } = {}) {
    return db.query(`insert into public.stories (translations, tags, read_time) values ($1::jsonb, $2::text[], $3)`, [
      JSON.stringify(value),
      extra.tags ?? ['fantasy'],
      extra.readTime ?? 0,
    ]);
  }

  describe('stories CHECK constraints', () => {
    it('accept a story with all eight languages and defaults the rest', async () => {
      const { rows } = await db.query(
        `insert into public.stories (translations) values ($1::jsonb) returning author, tags, hashtags, read_time, image_url`,
        [JSON.stringify(translations())],
      );
      expect(rows[0]).toEqual({ author: 'Anonymous', tags: [], hashtags: [], read_time: 0, image_url: null });
    });

    it('accept a story with only Spanish (the data layer minimum)', async () => {
      await expect(
        insertTranslations({ es: { title: 'Título', content: 'Contenido', summary: '' } }),
      ).resolves.toBeDefined();
    });

    it.each([
      [
        'an unknown language key',
        { ...translations(), jp: { title: 'x', content: 'y', summary: 'z' } },
        'stories_translations_shape',
      ],
      [
        'a translation without summary',
        { ...translations(), en: { title: 'x', content: 'y' } },
        'stories_translations_shape',
      ],
      [
        'a non-string title',
        { ...translations(), fr: { title: 42, content: 'y', summary: 'z' } },
        'stories_translations_shape',
      ],
      ['a translation that is not an object', { ...translations(), de: 'Hallo' }, 'stories_translations_shape'],
      // An array breaks both rules; either constraint may be the one reported.
      [
        'translations that are an array',
        [translations().es],
        /^stories_(translations_shape|spanish_title_and_content_required)$/,
      ],
      ['no Spanish', { en: translations().en }, 'stories_spanish_title_and_content_required'],
      [
        'an empty Spanish title',
        { ...translations(), es: { title: '  ', content: 'Había una vez', summary: '' } },
        'stories_spanish_title_and_content_required',
      ],
      [
        'an empty Spanish content',
        { ...translations(), es: { title: 'Título', content: '', summary: '' } },
        'stories_spanish_title_and_content_required',
      ],
    ])('reject %s', async (_label, value, constraint) => {
      const error = await pgError(insertTranslations(value));
      expect(error.code).toBe('23514');
      expect(error.constraint).toMatch(constraint);
    });

    it('reject a tag that is not one of the 22 genres', async () => {
      const error = await pgError(insertTranslations(translations(), { tags: ['fantasy', 'poetry'] }));
      expect(error).toMatchObject({ code: '23514', constraint: 'stories_tags_are_genres' });
    });

    it('accept every one of the 22 genres', async () => {
      const genres = [
        'fantasy',
        'adventure',
        'mystery',
        'scifi',
        'fable',
        'educational',
        'historical',
        'kids',
        'young-adult',
        'adult',
        'family',
        'comedy',
        'drama',
        'horror',
        'romance',
        'action',
        'mythology',
        'superheroes',
        'animals',
        'nature',
        'space',
        'technology',
      ];
      await expect(insertTranslations(translations(), { tags: genres })).resolves.toBeDefined();
    });

    it('reject a negative reading time', async () => {
      const error = await pgError(insertTranslations(translations(), { readTime: -1 }));
      expect(error).toMatchObject({ code: '23514', constraint: 'stories_read_time_check' });
    });
  });

  describe('page_views length limits', () => {
    it.each([
      ['title', 101],
      ['location', 1025],
      ['path', 513],
      ['language', 17],
      ['referrer', 1025],
    ])('reject a %s of %i characters', async (column, length) => {
      const error = await pgError(
        db.query(`insert into public.page_views (${column}) values ($1)`, ['x'.repeat(length)]),
      );
      expect(error.code).toBe('23514');
    });

    it('accept a page view at the limits', async () => {
      await expect(
        db.query(
          `insert into public.page_views (title, location, path, language, referrer) values ($1, $2, $3, $4, $2)`,
          ['x'.repeat(100), 'y'.repeat(1024), 'z'.repeat(512), 'w'.repeat(16)],
        ),
      ).resolves.toBeDefined();
    });
  });

  describe('profiles', () => {
    it('are created for a new auth user from the signup name', async () => {
      const id = await createUser(db, 'ana@test.local', { meta: { name: 'Ana' } });
      const { rows } = await db.query(
        `select email, display_name, role, has_donated from public.profiles where id = $1`,
        [id],
      );
      expect(rows).toEqual([{ email: 'ana@test.local', display_name: 'Ana', role: 'user', has_donated: false }]);
    });

    it('take display_name when there is no name, else the email', async () => {
      const withDisplay = await createUser(db, 'bo@test.local', { meta: { display_name: 'Bo' } });
      const withNothing = await createUser(db, 'cy@test.local', { meta: { name: '   ' } });
      const { rows } = await db.query(`select id, display_name from public.profiles where id in ($1, $2)`, [
        withDisplay,
        withNothing,
      ]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.display_name]))).toEqual({
        [withDisplay]: 'Bo',
        [withNothing]: 'cy@test.local',
      });
    });

    it('follow a changed metadata name and email', async () => {
      const id = await createUser(db, 'dee@test.local', { meta: { name: 'Dee' } });
      await db.query(
        `update auth.users set raw_user_meta_data = '{"name": "Dee Dee"}', email = 'dd@test.local' where id = $1`,
        [id],
      );
      const { rows } = await db.query(`select email, display_name from public.profiles where id = $1`, [id]);
      expect(rows[0]).toEqual({ email: 'dd@test.local', display_name: 'Dee Dee' });
    });

    it('reject a role other than user or admin', async () => {
      const id = await createUser(db, 'eve@test.local');
      const error = await pgError(db.query(`update public.profiles set role = 'owner' where id = $1`, [id]));
      expect(error).toMatchObject({ code: '23514', constraint: 'profiles_role_check' });
    });

    it('disappear with their auth user', async () => {
      const id = await createUser(db, 'gone@test.local');
      await db.query(`delete from auth.users where id = $1`, [id]);
      const { rows } = await db.query(`select 1 from public.profiles where id = $1`, [id]);
      expect(rows).toEqual([]);
    });
  });

  describe('donations', () => {
    const insertDonation = (values: {
      messageId?: string;
      email?: string;
      amount?: number | string;
      currency?: string;
      type?: string;
    }) =>
      db.query(`insert into public.donations (message_id, email, amount, currency, type) values ($1, $2, $3, $4, $5)`, [
        values.messageId ?? `m-${Math.random().toString(36).slice(2)}`,
        values.email ?? 'fan@test.local',
        values.amount ?? 3,
        values.currency ?? 'USD',
        values.type ?? 'Donation',
      ]);

    it.each([
      ['a zero amount', { amount: 0 }, 'donations_amount_check'],
      ['a negative amount', { amount: -5 }, 'donations_amount_check'],
      ['a lower-case currency', { currency: 'usd' }, 'donations_currency_check'],
      ['an empty message id', { messageId: '' }, 'donations_message_id_check'],
      ['an empty type', { type: '' }, 'donations_type_check'],
    ])('reject %s', async (_label, values, constraint) => {
      const error = await pgError(insertDonation(values));
      expect(error).toMatchObject({ code: '23514', constraint });
    });

    it('keep one row per message id', async () => {
      await insertDonation({ messageId: 'once' });
      const error = await pgError(insertDonation({ messageId: 'once' }));
      expect(error).toMatchObject({ code: '23505', constraint: 'donations_message_id_key' });
    });

    it('record_donation applies to an existing account case-insensitively and ignores a replay', async () => {
      const id = await createUser(db, 'Patron@Test.local');
      const record = (messageId: string, email: string) =>
        db.query<{ result: { recorded: boolean; applied: boolean } }>(
          `select public.record_donation($1, $2, 4.5, 'EUR', 'Pat', 'Donation', '{}'::jsonb) as result`,
          [messageId, email],
        );
      expect((await record('pat-1', 'patron@TEST.local')).rows[0].result).toEqual({ recorded: true, applied: true });
      expect((await record('pat-1', 'patron@TEST.local')).rows[0].result).toEqual({ recorded: false, applied: false });
      const { rows } = await db.query(`select has_donated from public.profiles where id = $1`, [id]);
      expect(rows).toEqual([{ has_donated: true }]);
    });

    it('a pending donation is applied when its email signs up, and only to that account', async () => {
      await insertDonation({ email: 'Later@Test.local' });
      const later = await createUser(db, 'later@test.local');
      const other = await createUser(db, 'not-later@test.local');
      const { rows } = await db.query(
        `select id, has_donated from public.profiles where id in ($1, $2) order by email`,
        [later, other],
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, r.has_donated]))).toEqual({ [later]: true, [other]: false });
      const applied = await db.query(`select applied_to from public.donations where email = 'Later@Test.local'`);
      expect(applied.rows).toEqual([{ applied_to: later }]);
    });

    it('a pending donation follows a confirmed change of email, and never a profile row the user wrote', async () => {
      await insertDonation({ email: 'moved@test.local' });
      const mover = await createUser(db, 'before-move@test.local');
      // The profile's own email column is not trusted: only the auth email counts.
      await db.query(`update public.profiles set email = 'moved@test.local' where id = $1`, [mover]);
      await db.query(
        `select public.record_donation('moved-2', 'moved@test.local', 1, 'USD', '', 'Donation', '{}'::jsonb)`,
      );
      expect((await db.query(`select has_donated from public.profiles where id = $1`, [mover])).rows).toEqual([
        { has_donated: false },
      ]);
      await db.query(`update auth.users set email = 'moved@test.local' where id = $1`, [mover]);
      expect((await db.query(`select has_donated from public.profiles where id = $1`, [mover])).rows).toEqual([
        { has_donated: true },
      ]);
    });

    it('their functions are security definers with an empty search_path, callable by the service role only', async () => {
      const { rows } = await db.query<{
        name: string;
        prosecdef: boolean;
        proconfig: string[];
        anon: boolean;
        authenticated: boolean;
        service: boolean;
      }>(
        `select p.proname as name, p.prosecdef, p.proconfig,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                has_function_privilege('service_role', p.oid, 'execute') as service
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname in ('record_donation', 'apply_pending_donations') order by 1`,
      );
      expect(rows).toEqual([
        {
          name: 'apply_pending_donations',
          prosecdef: true,
          proconfig: ['search_path=""'],
          anon: false,
          authenticated: false,
          service: false,
        },
        {
          name: 'record_donation',
          prosecdef: true,
          proconfig: ['search_path=""'],
          anon: false,
          authenticated: false,
          service: true,
        },
      ]);
    });
  });

  describe('hostile display names', () => {
    const nameOf = async (meta: Record<string, unknown>, email: string) => {
      const id = await createUser(db, email, { meta });
      const { rows } = await db.query<{ display_name: string }>(
        `select display_name from public.profiles where id = $1`,
        [id],
      );
      return rows[0].display_name;
    };

    it('a 10,000-character name is stored cut to 255 characters instead of failing the signup', async () => {
      expect(await nameOf({ name: 'N'.repeat(10_000) }, 'long@test.local')).toBe('N'.repeat(255));
    });

    it('control characters are dropped and HTML is kept as plain text', async () => {
      expect(await nameOf({ name: 'Ann\u0007e\u001b[31m' }, 'ctrl@test.local')).toBe('Anne[31m');
      expect(await nameOf({ name: '<img src=x onerror=alert(1)>' }, 'html@test.local')).toBe(
        '<img src=x onerror=alert(1)>',
      );
    });

    it('a name of only control characters falls back to the email', async () => {
      expect(await nameOf({ name: '\u0001\u0002' }, 'blank@test.local')).toBe('blank@test.local');
    });

    it('renaming to a 10,000-character name keeps the first 255 characters', async () => {
      const id = await createUser(db, 'renamer@test.local', { meta: { name: 'Renamer' } });
      await db.query(
        `update auth.users set raw_user_meta_data = jsonb_build_object('name', repeat('R', 10000)) where id = $1`,
        [id],
      );
      const { rows } = await db.query(`select char_length(display_name) as length from public.profiles where id = $1`, [
        id,
      ]);
      expect(rows).toEqual([{ length: 255 }]);
    });
  });

  describe('stories.missing_languages', () => {
    const missingOf = async (value: unknown) => {
      const { rows } = await db.query<{ missing_languages: string[] }>(
        `insert into public.stories (translations, tags) values ($1::jsonb, '{fable}') returning missing_languages`,
        [JSON.stringify(value)],
      );
      return rows[0].missing_languages;
    };

    it('is empty for a story complete in all eight languages', async () => {
      await expect(missingOf(translations())).resolves.toEqual([]);
    });

    it('names, in the site order, each language without a title or content, blank ones included', async () => {
      const value = translations();
      delete value.ru;
      value.fr = { ...value.fr, title: ' \u00a0 ' };
      value.en = { ...value.en, content: '' };
      await expect(missingOf(value)).resolves.toEqual(['en', 'fr', 'ru']);
    });

    it('follows an edit of the translations', async () => {
      const id = await insertStory(db, '2025-03-01T12:00:00Z');
      await db.query(`update public.stories set translations = $2::jsonb where id = $1`, [
        id,
        JSON.stringify({ es: { title: 'T', content: 'C', summary: '' } }),
      ]);
      const { rows } = await db.query(`select missing_languages from public.stories where id = $1`, [id]);
      expect(rows[0]).toEqual({ missing_languages: ['en', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] });
    });
  });

  describe('updated_at', () => {
    it('moves forward on a story edit and leaves created_at alone', async () => {
      const id = await insertStory(db, '2025-01-01T12:00:00Z');
      const stamps = () =>
        db.query<{ same: boolean; created_at: Date }>(
          `select updated_at = created_at as same, created_at from public.stories where id = $1`,
          [id],
        );
      const before = (await stamps()).rows[0];
      expect(before.same).toBe(true);
      await db.query(`update public.stories set author = 'Editor' where id = $1`, [id]);
      const { rows } = await db.query<{ later: boolean; created_at: Date }>(
        `select updated_at > created_at as later, created_at from public.stories where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ later: true, created_at: before.created_at });
    });

    it('cannot be forged on an edit', async () => {
      const id = await insertStory(db, '2025-01-02T12:00:00Z');
      await db.query(`update public.stories set updated_at = '2000-01-01' where id = $1`, [id]);
      const { rows } = await db.query(
        `select updated_at > now() - interval '1 minute' as fresh from public.stories where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ fresh: true });
    });

    it('moves forward when a user renames themselves', async () => {
      const id = await createUser(db, 'fay@test.local', { meta: { name: 'Fay' } });
      await db.query(`update public.profiles set updated_at = now() - interval '1 day' where id = $1`, [id]);
      await as(db, { reader: id, otherReader: id, admin: id }, 'reader', (tx) =>
        tx.query(`update public.profiles set display_name = 'Fay R.' where id = $1`, [id]),
      );
      const { rows } = await db.query<{ display_name: string; fresh: boolean }>(
        `select display_name, updated_at > now() - interval '1 minute' as fresh from public.profiles where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ display_name: 'Fay R.', fresh: true });
    });
  });

  describe('documentation and conventions', () => {
    it('comments every public table and column', async () => {
      const { rows } = await db.query<{ name: string }>(
        `select c.relname || coalesce('.' || a.attname, '') as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where n.nspname = 'public' and c.relkind = 'r'
           and (obj_description(c.oid, 'pg_class') is null or (a.attname is not null and col_description(c.oid, a.attnum) is null))`,
      );
      expect(rows.map((r) => r.name)).toEqual([]);
    });

    it('names policies as sentences and targets roles explicitly', async () => {
      const { rows } = await db.query<{ policyname: string; roles: string[] }>(
        `select p.polname as policyname, array(select rolname from pg_roles where oid = any(p.polroles) order by 1)::text[] as roles
         from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(11);
      for (const row of rows) {
        expect(row.policyname).toMatch(/^[A-Z][a-z]+( [a-z-]+)+$/);
        expect(row.roles.length).toBeGreaterThan(0); // never the implicit PUBLIC
      }
    });

    it('indexes stories by publish date', async () => {
      const { rows } = await db.query(
        `select indexdef from pg_indexes where schemaname = 'public' and tablename = 'stories' and indexdef like '%(publish_date)%'`,
      );
      expect(rows).toHaveLength(1);
    });

    it('is_admin is a stable security definer with an empty search_path', async () => {
      const { rows } = await db.query(
        `select prosecdef, provolatile, proconfig from pg_proc where oid = 'public.is_admin()'::regprocedure`,
      );
      expect(rows[0]).toEqual({ prosecdef: true, provolatile: 's', proconfig: ['search_path=""'] });
    });
  });
});
