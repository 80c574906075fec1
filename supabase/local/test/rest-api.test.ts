/** @jest-environment node */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, READER, SERVICE_ROLE_KEY, signedIn, startTestApi, type TestApi } from './support/api-server';
import { insertStories, translations, type StoryRow } from './support/stories';

jest.setTimeout(60_000);

const AUTHOR = 'REST Fixture';
let api: TestApi;
let anon: SupabaseClient;
let service: SupabaseClient;
let stories: StoryRow[];

beforeAll(async () => {
  api = await startTestApi();
  anon = api.client();
  service = api.client(SERVICE_ROLE_KEY);
  stories = await insertStories(service, [
    {
      title: 'Alpha',
      author: AUTHOR,
      publish_date: '2001-03-01T12:00:00Z',
      tags: ['fantasy', 'kids'],
      read_time: 5,
      image_url: 'https://img/a.png',
    },
    { title: 'Bravo', author: AUTHOR, publish_date: '2001-03-02T12:00:00Z', tags: ['mystery'], read_time: 3 },
    {
      title: 'Charlie',
      author: AUTHOR,
      publish_date: '2001-03-03T12:00:00Z',
      tags: ['fantasy'],
      read_time: 5,
      image_url: 'https://img/c.png',
    },
    { title: 'Delta', author: AUTHOR, publish_date: '2001-03-04T12:00:00Z', tags: ['scifi', 'space'], read_time: 8 },
    { title: 'Echo', author: AUTHOR, publish_date: '2001-04-01T12:00:00Z', tags: ['comedy'], read_time: 1 },
    { title: 'Future', author: AUTHOR, publish_date: '2999-01-01T12:00:00Z', tags: ['scifi'], read_time: 2 },
  ]);
});

afterAll(async () => {
  await api?.close();
});

const titles = (rows: { translations: StoryRow['translations'] }[] | null) =>
  (rows ?? []).map((r) => r.translations.en.title.replace(' (en)', ''));
const fixtures = () => anon.from('stories').select('translations, publish_date, read_time').eq('author', AUTHOR);

describe('select', () => {
  it('returns only the requested columns, with aliases and JSON paths', async () => {
    const { data, error, status } = await anon
      .from('stories')
      .select('id, when:publish_date, translations->es->>title, en:translations->en')
      .eq('author', AUTHOR)
      .order('publish_date')
      .limit(1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: stories[0].id, when: '2001-03-01T12:00:00+00:00', title: 'Alpha (es)', en: translations('Alpha').en },
    ]);
  });

  it('answers a month query the way the calendar asks it', async () => {
    const { data, error } = await anon
      .from('stories')
      .select('id, translations, publish_date, tags')
      .gte('publish_date', '2001-03-01T00:00:00Z')
      .lt('publish_date', '2001-04-01T00:00:00Z')
      .order('publish_date', { ascending: true });
    expect(error).toBeNull();
    expect(titles(data)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('hides scheduled stories from anonymous readers but not from admins (RLS)', async () => {
    expect(titles((await fixtures()).data)).not.toContain('Future');
    const admin = await signedIn(api, ADMIN);
    const { data } = await admin.from('stories').select('translations').eq('author', AUTHOR);
    expect(titles(data)).toContain('Future');
  });
});

describe('filters', () => {
  it.each([
    ['eq', () => fixtures().eq('read_time', 5), ['Alpha', 'Charlie']],
    ['neq', () => fixtures().neq('read_time', 5), ['Bravo', 'Delta', 'Echo']],
    ['gt', () => fixtures().gt('read_time', 5), ['Delta']],
    ['gte', () => fixtures().gte('read_time', 5), ['Alpha', 'Charlie', 'Delta']],
    ['lt', () => fixtures().lt('read_time', 3), ['Echo']],
    ['lte', () => fixtures().lte('read_time', 3), ['Bravo', 'Echo']],
    ['in', () => fixtures().in('read_time', [1, 8]), ['Delta', 'Echo']],
    ['in with quoted strings', () => fixtures().in('translations->en->>title', ['Bravo (en)', 'a,b (x)']), ['Bravo']],
    ['is null', () => fixtures().is('image_url', null), ['Bravo', 'Delta', 'Echo']],
    ['not is null', () => fixtures().not('image_url', 'is', null), ['Alpha', 'Charlie']],
    ['like', () => fixtures().like('translations->es->>title', '%ar%'), ['Charlie']],
    ['ilike', () => fixtures().ilike('translations->en->>title', 'd*'), ['Delta']],
    ['not in', () => fixtures().not('read_time', 'in', '(5,8)'), ['Bravo', 'Echo']],
    ['contains (array)', () => fixtures().contains('tags', ['fantasy']), ['Alpha', 'Charlie']],
    ['or', () => fixtures().or('read_time.eq.1,and(read_time.eq.5,image_url.like.*c.png)'), ['Charlie', 'Echo']],
  ])('%s', async (_name, query, expected) => {
    const { data, error } = await query().order('publish_date');
    expect(error).toBeNull();
    expect(titles(data)).toEqual(expected);
  });

  it('passes filter values with spaces, commas and quotes through unchanged', async () => {
    const author = `O'Brien, "the" + 100%`;
    const [quoted] = await insertStories(service, [{ title: 'Quoted', author, publish_date: '2001-05-01T12:00:00Z' }]);
    const exact = await anon.from('stories').select('id, author').eq('author', author);
    expect(exact.error).toBeNull();
    expect(exact.data).toEqual([{ id: quoted.id, author }]);
    const listed = await anon
      .from('stories')
      .select('id')
      .in('author', [author, AUTHOR])
      .eq('publish_date', '2001-05-01T12:00:00Z');
    expect(listed.data).toEqual([{ id: quoted.id }]);
    // Only the exact value matches: no wildcard, no splitting at the comma.
    const nearMiss = await anon.from('stories').select('id').eq('author', `O'Brien, "the" + 10%`);
    expect(nearMiss.data).toEqual([]);
  });
});

describe('order and paging', () => {
  it('orders by several columns and places nulls as asked', async () => {
    const { data } = await fixtures()
      .order('read_time', { ascending: false })
      .order('publish_date', { ascending: true });
    expect(titles(data)).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo']);
    const nullsFirst = await anon
      .from('stories')
      .select('translations')
      .eq('author', AUTHOR)
      .order('image_url', { ascending: true, nullsFirst: true })
      .order('publish_date');
    expect(titles(nullsFirst.data)).toEqual(['Bravo', 'Delta', 'Echo', 'Alpha', 'Charlie']);
    const nullsLast = await anon
      .from('stories')
      .select('translations')
      .eq('author', AUTHOR)
      .order('image_url', { ascending: false, nullsFirst: false })
      .order('publish_date');
    expect(titles(nullsLast.data)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo']);
  });

  it('pages with range() and reports the exact count in Content-Range (206 for a partial page)', async () => {
    const { data, count, status } = await anon
      .from('stories')
      .select('translations', { count: 'exact' })
      .eq('author', AUTHOR)
      .order('publish_date')
      .range(1, 2);
    expect(status).toBe(206);
    expect(count).toBe(5);
    expect(titles(data)).toEqual(['Bravo', 'Charlie']);
    const response = await api.fetch(
      `/rest/v1/stories?select=id&author=eq.${encodeURIComponent(AUTHOR)}&order=publish_date`,
      {
        headers: { prefer: 'count=exact', range: '0-1' },
      },
    );
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/5');
    expect(await response.json()).toHaveLength(2);
  });

  it('counts without rows for head requests', async () => {
    const { count, data, error } = await anon
      .from('stories')
      .select('*', { count: 'exact', head: true })
      .eq('author', AUTHOR);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(5);
  });

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const { error, status } = await anon
      .from('stories')
      .select('id', { count: 'exact' })
      .eq('author', AUTHOR)
      .range(10, 12);
    expect(status).toBe(416);
    expect(error).toMatchObject({ code: 'PGRST103' });
  });
});

describe('single and maybeSingle', () => {
  it('returns one object for exactly one row', async () => {
    const { data, error } = await anon.from('stories').select('id, read_time').eq('id', stories[1].id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: stories[1].id, read_time: 3 });
  });

  it('answers 406 PGRST116 for zero or many rows', async () => {
    const none = await anon.from('stories').select('id').eq('id', stories[5].id).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('stories').select('id').eq('author', AUTHOR).single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
  });

  it('maybeSingle gives null for no row', async () => {
    const { data, error } = await anon.from('stories').select('id').eq('id', stories[5].id).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('writes', () => {
  it('lets an admin insert, update and delete with return=representation', async () => {
    const admin = await signedIn(api, ADMIN);
    const created = await admin
      .from('stories')
      .insert({
        translations: translations('Written'),
        author: 'Writer',
        publish_date: '2002-01-01T12:00:00Z',
        tags: ['drama'],
      })
      .select('id, author, tags, read_time')
      .single();
    expect(created.status).toBe(201);
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ author: 'Writer', tags: ['drama'], read_time: 0 });
    const id = (created.data as { id: string }).id;

    const updated = await admin
      .from('stories')
      .update({ read_time: 7, author: 'Rewriter' })
      .eq('id', id)
      .select('author, read_time');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ author: 'Rewriter', read_time: 7 }]);

    const bulk = await admin
      .from('stories')
      .insert([
        { translations: translations('Bulk 1'), author: 'Bulk', publish_date: '2002-02-01T12:00:00Z', read_time: 2 },
        { translations: translations('Bulk 2'), author: 'Bulk', publish_date: '2002-02-02T12:00:00Z', read_time: 4 },
      ])
      .select('read_time');
    expect(bulk.status).toBe(201);
    expect(bulk.data).toEqual([{ read_time: 2 }, { read_time: 4 }]);
    // As in PostgREST, a key missing from one row of a bulk insert means NULL, not the column default.
    const ragged = await admin.from('stories').insert([
      { translations: translations('Ragged 1'), author: 'Bulk', read_time: 2 },
      { translations: translations('Ragged 2'), author: 'Bulk' },
    ]);
    expect(ragged.status).toBe(400);
    expect(ragged.error).toMatchObject({ code: '23502' });

    const deleted = await admin.from('stories').delete().eq('id', id).select('id');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual([{ id }]);
    const gone = await admin.from('stories').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('returns 201 with no body by default and 204 for update and delete without select', async () => {
    const admin = await signedIn(api, ADMIN);
    const created = await admin
      .from('stories')
      .insert({ translations: translations('Quiet'), author: 'Quiet', publish_date: '2002-03-01T12:00:00Z' });
    expect(created.status).toBe(201);
    expect(created.data).toBeNull();
    const updated = await admin.from('stories').update({ read_time: 2 }).eq('author', 'Quiet');
    expect(updated.status).toBe(204);
    const deleted = await admin.from('stories').delete({ count: 'exact' }).eq('author', 'Quiet');
    expect(deleted.status).toBe(204);
    expect(deleted.count).toBe(1);
  });

  it('refuses writes that row-level security forbids', async () => {
    const anonInsert = await anon.from('stories').insert({ translations: translations('Nope'), author: 'Anon' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error).toMatchObject({ code: '42501' });

    const reader = await signedIn(api, READER);
    const readerInsert = await reader.from('stories').insert({ translations: translations('Nope'), author: 'Reader' });
    expect(readerInsert.status).toBe(403);
    expect(readerInsert.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "stories"',
    });

    // Rows hidden by RLS are not an error: nothing matches.
    const readerUpdate = await reader.from('stories').update({ author: 'Hacked' }).eq('id', stories[0].id).select();
    expect(readerUpdate.status).toBe(200);
    expect(readerUpdate.data).toEqual([]);
    const check = await anon.from('stories').select('author').eq('id', stories[0].id).single();
    expect(check.data).toEqual({ author: AUTHOR });
  });

  it('needs a SELECT policy to read back an insert, exactly like PostgREST', async () => {
    // A drop box: signed-in users may add notes but read none back (no SELECT policy).
    await api.db.exec(`
      create table public.drop_box (id serial primary key, note text);
      alter table public.drop_box enable row level security;
      grant insert, select on public.drop_box to authenticated;
      grant usage on sequence public.drop_box_id_seq to authenticated;
      create policy "Anyone signed in drops a note" on public.drop_box for insert to authenticated with check (true);`);
    try {
      const reader = await signedIn(api, READER);
      // A new table reaches the schema cache on its next reload (at most once a second), as with PostgREST.
      let minimal = await reader.from('drop_box').insert({ note: 'hello' });
      for (let tries = 0; minimal.status === 404 && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        minimal = await reader.from('drop_box').insert({ note: 'hello' });
      }
      expect(minimal.status).toBe(201);
      const representation = await reader.from('drop_box').insert({ note: 'hello' }).select();
      expect(representation.status).toBe(403);
      expect(representation.error).toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "drop_box"',
      });
    } finally {
      await api.db.exec('drop table public.drop_box');
    }
  });

  it('rolls back a singular write that did not touch exactly one row', async () => {
    const admin = await signedIn(api, ADMIN);
    const result = await admin.from('stories').update({ read_time: 99 }).eq('author', AUTHOR).select().single();
    expect(result.status).toBe(406);
    expect(result.error).toMatchObject({ code: 'PGRST116' });
    const { data } = await anon.from('stories').select('read_time').eq('author', AUTHOR).eq('read_time', 99);
    expect(data).toEqual([]);
  });
});

describe('rpc', () => {
  it('calls story_of_the_day with POST arguments', async () => {
    const { data, error } = await anon.rpc('story_of_the_day', { day: '2001-03-03', tz: 'UTC' });
    expect(error).toBeNull();
    expect(titles(data as StoryRow[])).toEqual(['Charlie']);
  });

  it('calls it with GET arguments, select, filters and limit', async () => {
    const { data, error } = await anon
      .rpc('story_of_the_day', { day: '2001-03-10' }, { get: true })
      .select('id, read_time')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: stories[3].id, read_time: 8 }]);
    const filtered = await anon
      .rpc('story_of_the_day', { day: '2001-03-10' }, { get: true })
      .select('id')
      .eq('read_time', 1);
    expect(filtered.data).toEqual([]);
  });

  it('returns scalars for scalar functions and decides by the caller’s role', async () => {
    expect((await anon.rpc('is_admin')).data).toBe(false);
    const admin = await signedIn(api, ADMIN);
    expect((await admin.rpc('is_admin')).data).toBe(true);
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const unknown = await anon.rpc('drop_everything');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PGRST202' });
    const badArg = await anon.rpc('story_of_the_day', { dia: '2001-03-03' });
    expect(badArg.error).toMatchObject({ code: 'PGRST202' });
  });

  it('answers 400 22P02 for arguments of the wrong type', async () => {
    const { error, status } = await anon.rpc('story_of_the_day', { day: 'yesterday-ish' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22007' });
  });
});

describe('error codes', () => {
  it('maps database errors to PostgREST statuses', async () => {
    const admin = await signedIn(api, ADMIN);
    // Only the service role may choose a story's id.
    const duplicate = await service
      .from('stories')
      .insert({ id: stories[0].id, translations: translations('Dup'), author: 'Dup' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    const check = await admin
      .from('stories')
      .insert({ translations: { es: { title: '', content: '', summary: '' } }, author: 'Bad' });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: '23514' });
    const badUuid = await anon.from('stories').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error).toMatchObject({ code: '22P02' });
  });

  it('answers 404 PGRST205 for an unknown table, with a suggestion', async () => {
    const { status, error } = await anon.from('story').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.story' in the schema cache",
      hint: "Perhaps you meant the table 'public.stories'",
    });
  });

  it('answers 400 for unknown columns in select, filters, order and bodies', async () => {
    for (const query of [
      anon.from('stories').select('nope'),
      anon.from('stories').select('id').eq('nope', 1),
      anon.from('stories').select('id').order('nope'),
    ]) {
      const { status, error } = await query;
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '42703' });
    }
    const admin = await signedIn(api, ADMIN);
    const body = await admin.from('stories').insert({ translations: translations('X'), nope: 1 });
    expect(body.status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'stories' in the schema cache",
    });
  });

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const response = await api.fetch('/rest/v1/stories?select=id', { headers: { 'accept-profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('exposes Content-Range to browsers', async () => {
    const response = await api.fetch('/rest/v1/stories?select=id&limit=1', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('content-range');
  });
});
