/** @jest-environment node */
import type { Database, Queryable } from '@tales/supabase-local/db';
import {
  createUser,
  errorCode,
  insertStory,
  pgError,
  probe,
  translations,
  type Actor,
  type Users,
} from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

/**
 * allow: the statement reached the row. policy: the role holds the privilege, and row-level security hid the row
 * or refused the new one. grant: the role holds no privilege for it (`permission denied for …`), whatever the
 * policies say. Each grant in force is in supabase/migrations/*_grant_data_api_access.sql.
 */
type Outcome = 'allow' | 'policy' | 'grant';
type Table =
  | 'stories'
  | 'profiles'
  | 'page_views'
  | 'donations'
  | 'favourites'
  | 'reading_history'
  | 'storage.objects'
  | 'storage.buckets';
type Operation =
  | 'select'
  | 'select scheduled'
  | 'select private'
  | 'insert'
  | 'insert scheduled'
  | 'insert private'
  | 'update'
  | 'delete';

/** Rows every probe works on; each probe runs in a transaction that is rolled back afterwards. */
interface World {
  users: Users;
  publishedStory: string;
  scheduledStory: string;
  /** An auth user without a profile, for profile inserts. */
  profileless: string;
  /** A donation recorded for the reader. */
  donation: string;
  /** A published story the reader has neither kept nor read, for library inserts. */
  freshStory: string;
}

/** A bucket with no policies besides the story-images ones: only the service role reaches its objects. */
const PRIVATE_BUCKET = 'matrix-private';
const COVER = 'stories/matrix-cover.png';
/** A bucket without objects, so deleting it is only a question of permission. */
const EMPTY_BUCKET = 'matrix-empty';

const ACTORS: Actor[] = ['anon', 'reader', 'otherReader', 'admin', 'service_role'];

/** Expected outcome per actor, in the order of ACTORS. */
const MATRIX: [Table, Operation, [Outcome, Outcome, Outcome, Outcome, Outcome]][] = [
  //                                  anon      reader    other     admin     service_role
  ['stories', 'select', /*        */ ['allow', 'allow', 'allow', 'allow', 'allow']],
  ['stories', 'select scheduled', /**/ ['policy', 'policy', 'policy', 'allow', 'allow']],
  ['stories', 'insert', /*        */ ['grant', 'policy', 'policy', 'allow', 'allow']],
  ['stories', 'update', /*        */ ['grant', 'policy', 'policy', 'allow', 'allow']],
  ['stories', 'delete', /*        */ ['grant', 'policy', 'policy', 'allow', 'allow']],
  // profiles: the target is the reader's own profile ("other" is another reader looking at it).
  ['profiles', 'select', /*       */ ['grant', 'allow', 'policy', 'allow', 'allow']],
  ['profiles', 'insert', /*       */ ['grant', 'policy', 'policy', 'policy', 'grant']],
  ['profiles', 'update', /*       */ ['grant', 'allow', 'policy', 'policy', 'allow']],
  ['profiles', 'delete', /*       */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  ['page_views', 'select', /*     */ ['grant', 'policy', 'policy', 'allow', 'allow']],
  // page views are recorded through record_page_view (escalation.test.ts), never inserted by a client.
  ['page_views', 'insert', /*     */ ['grant', 'grant', 'grant', 'grant', 'allow']],
  ['page_views', 'update', /*     */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  ['page_views', 'delete', /*     */ ['grant', 'grant', 'grant', 'grant', 'allow']],
  // donations: the target is a donation made from the reader's email; only record_donation writes them.
  ['donations', 'select', /*      */ ['grant', 'policy', 'policy', 'allow', 'allow']],
  ['donations', 'insert', /*      */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  ['donations', 'update', /*      */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  ['donations', 'delete', /*      */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  // favourites and reading history: the target is the reader's own row ("other" is another reader reaching for
  // it, or inserting one in the reader's name); "insert scheduled" keeps or records a scheduled story as oneself.
  ['favourites', 'select', /*     */ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['favourites', 'insert', /*     */ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['favourites', 'insert scheduled', ['grant', 'policy', 'policy', 'policy', 'grant']],
  ['favourites', 'update', /*     */ ['grant', 'grant', 'grant', 'grant', 'grant']],
  ['favourites', 'delete', /*     */ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['reading_history', 'select', /**/ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['reading_history', 'insert', /**/ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['reading_history', 'insert scheduled', ['grant', 'policy', 'policy', 'policy', 'grant']],
  ['reading_history', 'update', /**/ ['grant', 'allow', 'policy', 'policy', 'grant']],
  ['reading_history', 'delete', /**/ ['grant', 'allow', 'policy', 'policy', 'grant']],
  // storage: objects of the public story-images bucket; "private" is a bucket without policies. Storage grants
  // the API roles its tables and lets the policies decide; rows are deleted the way the Storage service does.
  ['storage.objects', 'select', /**/ ['allow', 'allow', 'allow', 'allow', 'allow']],
  ['storage.objects', 'select private', ['policy', 'policy', 'policy', 'policy', 'allow']],
  ['storage.objects', 'insert', /**/ ['policy', 'policy', 'policy', 'allow', 'allow']],
  ['storage.objects', 'insert private', ['policy', 'policy', 'policy', 'policy', 'allow']],
  ['storage.objects', 'update', /**/ ['policy', 'policy', 'policy', 'allow', 'allow']],
  ['storage.objects', 'delete', /**/ ['policy', 'policy', 'policy', 'allow', 'allow']],
  ['storage.buckets', 'select', /**/ ['allow', 'allow', 'allow', 'allow', 'allow']],
  ['storage.buckets', 'select private', ['policy', 'policy', 'policy', 'policy', 'allow']],
  ['storage.buckets', 'insert', /**/ ['policy', 'policy', 'policy', 'policy', 'allow']],
  ['storage.buckets', 'update', /**/ ['policy', 'policy', 'policy', 'policy', 'allow']],
  ['storage.buckets', 'delete', /**/ ['policy', 'policy', 'policy', 'policy', 'allow']],
];

/** A missing privilege and a refusing policy are told apart by PostgreSQL's message; any other error fails the test. */
async function outcomeOf(run: () => Promise<number>): Promise<Outcome> {
  try {
    return (await run()) > 0 ? 'allow' : 'policy';
  } catch (error) {
    if (errorCode(error) !== '42501') throw error;
    const message = (error as Error).message;
    if (message.includes('permission denied for')) return 'grant';
    if (message.includes('row-level security')) return 'policy';
    throw error;
  }
}

async function count(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query(sql, params)).rows.length;
}

async function affected(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query(sql, params)).affectedRows ?? 0;
}

function operation(world: World, table: Table, op: Operation): (tx: Queryable) => Promise<number> {
  const { reader } = world.users;
  const story = world.publishedStory;
  switch (`${table}:${op}`) {
    case 'stories:select':
      return (tx) => count(tx, `select id from public.stories where id = $1`, [story]);
    case 'stories:select scheduled':
      return (tx) => count(tx, `select id from public.stories where id = $1`, [world.scheduledStory]);
    case 'stories:insert':
      return (tx) =>
        affected(tx, `insert into public.stories (translations, tags) values ($1::jsonb, '{drama}')`, [
          JSON.stringify(translations('Nuevo')),
        ]);
    case 'stories:update':
      return (tx) => affected(tx, `update public.stories set author = 'Someone' where id = $1`, [story]);
    case 'stories:delete':
      return (tx) => affected(tx, `delete from public.stories where id = $1`, [story]);
    case 'profiles:select':
      return (tx) => count(tx, `select id from public.profiles where id = $1`, [reader]);
    case 'profiles:insert':
      return (tx) =>
        affected(
          tx,
          `insert into public.profiles (id, email, display_name) values ($1, 'nobody@test.local', 'Nobody')`,
          [world.profileless],
        );
    case 'profiles:update':
      return (tx) => affected(tx, `update public.profiles set display_name = 'Renamed' where id = $1`, [reader]);
    case 'profiles:delete':
      return (tx) => affected(tx, `delete from public.profiles where id = $1`, [reader]);
    case 'page_views:select':
      return (tx) => count(tx, `select id from public.page_views`, []);
    case 'page_views:insert':
      return (tx) =>
        affected(
          tx,
          `insert into public.page_views (title, location, path, language, referrer) values ('Home', 'http://127.0.0.1:3000/en', '/en', 'en', '')`,
          [],
        );
    case 'page_views:update':
      return (tx) => affected(tx, `update public.page_views set title = 'Changed'`, []);
    case 'page_views:delete':
      return (tx) => affected(tx, `delete from public.page_views`, []);
    case 'donations:select':
      return (tx) => count(tx, `select id from public.donations where id = $1`, [world.donation]);
    case 'donations:insert':
      return (tx) =>
        affected(
          tx,
          `insert into public.donations (message_id, email, amount, currency, type) values ('forged', 'reader@test.local', 1, 'USD', 'Donation')`,
          [],
        );
    case 'donations:update':
      return (tx) => affected(tx, `update public.donations set amount = 1000 where id = $1`, [world.donation]);
    case 'donations:delete':
      return (tx) => affected(tx, `delete from public.donations where id = $1`, [world.donation]);
    case 'favourites:select':
    case 'reading_history:select':
      return (tx) => count(tx, `select story_id from public.${table} where user_id = $1`, [reader]);
    case 'favourites:insert':
    case 'reading_history:insert':
      return (tx) =>
        affected(tx, `insert into public.${table} (user_id, story_id) values ($1, $2)`, [reader, world.freshStory]);
    case 'favourites:insert scheduled':
    case 'reading_history:insert scheduled':
      return (tx) => affected(tx, `insert into public.${table} (story_id) values ($1)`, [world.scheduledStory]);
    case 'favourites:update':
      return (tx) => affected(tx, `update public.favourites set created_at = now() where user_id = $1`, [reader]);
    case 'reading_history:update':
      return (tx) => affected(tx, `update public.reading_history set read_at = now() where user_id = $1`, [reader]);
    case 'favourites:delete':
    case 'reading_history:delete':
      return (tx) => affected(tx, `delete from public.${table} where user_id = $1`, [reader]);
    case 'storage.objects:select':
      return (tx) =>
        count(tx, `select id from storage.objects where bucket_id = 'story-images' and name = $1`, [COVER]);
    case 'storage.objects:select private':
      return (tx) => count(tx, `select id from storage.objects where bucket_id = $1`, [PRIVATE_BUCKET]);
    case 'storage.objects:insert':
      return (tx) =>
        affected(
          tx,
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('story-images', 'stories/new.png', $1, '{}')`,
          [reader],
        );
    case 'storage.objects:insert private':
      return (tx) =>
        affected(tx, `insert into storage.objects (bucket_id, name, metadata) values ($1, 'new.png', '{}')`, [
          PRIVATE_BUCKET,
        ]);
    case 'storage.objects:update':
      return (tx) =>
        affected(
          tx,
          `update storage.objects set metadata = '{"size": 1}' where bucket_id = 'story-images' and name = $1`,
          [COVER],
        );
    case 'storage.objects:delete':
      return async (tx) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        return affected(tx, `delete from storage.objects where bucket_id = 'story-images' and name = $1`, [COVER]);
      };
    case 'storage.buckets:select':
      return (tx) => count(tx, `select id from storage.buckets where id = 'story-images'`, []);
    case 'storage.buckets:select private':
      return (tx) => count(tx, `select id from storage.buckets where id = $1`, [PRIVATE_BUCKET]);
    case 'storage.buckets:insert':
      return (tx) =>
        affected(tx, `insert into storage.buckets (id, name, public) values ('matrix-new', 'matrix-new', true)`, []);
    case 'storage.buckets:update':
      return (tx) => affected(tx, `update storage.buckets set file_size_limit = null where id = 'story-images'`, []);
    case 'storage.buckets:delete':
      return async (tx) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        return affected(tx, `delete from storage.buckets where id = $1`, [EMPTY_BUCKET]);
      };
    default:
      throw new Error(`no probe for ${table}:${op}`);
  }
}

describe(`RLS matrix (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let world: World;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    const reader = await createUser(db, 'reader@test.local', { meta: { name: 'Reader One' } });
    const otherReader = await createUser(db, 'other@test.local', { meta: { name: 'Reader Two' } });
    const admin = await createUser(db, 'admin@test.local', { role: 'admin' });
    const profileless = await createUser(db, 'nobody@test.local');
    await db.query(`delete from public.profiles where id = $1`, [profileless]);
    await db.query(`insert into public.page_views (title, path, user_id) values ('Home', '/en', $1)`, [reader]);
    const donation = await db.query<{ id: string }>(
      `insert into public.donations (message_id, email, amount, currency, type) values ('msg-1', 'reader@test.local', 3, 'USD', 'Donation') returning id`,
    );
    await db.query(
      `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('story-images', $1, $2, '{}')`,
      [COVER, admin],
    );
    await db.query(`insert into storage.buckets (id, name) values ($1, $1), ($2, $2)`, [PRIVATE_BUCKET, EMPTY_BUCKET]);
    await db.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, 'secret.png', '{}')`, [
      PRIVATE_BUCKET,
    ]);
    world = {
      users: { reader, otherReader, admin },
      publishedStory: await insertStory(db, new Date(Date.now() - 86_400_000)),
      scheduledStory: await insertStory(db, new Date(Date.now() + 3 * 86_400_000)),
      profileless,
      donation: donation.rows[0].id,
      freshStory: await insertStory(db, new Date(Date.now() - 2 * 86_400_000)),
    };
    for (const table of ['favourites', 'reading_history']) {
      await db.query(`insert into public.${table} (user_id, story_id) values ($1, $2)`, [reader, world.publishedStory]);
    }
  });
  afterAll(() => handle?.close());

  const cases = MATRIX.flatMap(([table, op, expected]) =>
    ACTORS.map((actor, i) => ({ table, op, actor, expected: expected[i] })),
  );

  it.each(cases)('$actor $op on $table: $expected', async ({ table, op, actor, expected }) => {
    const outcome = await probe(db, world.users, actor, (tx) => outcomeOf(() => operation(world, table, op)(tx)));
    expect(outcome).toBe(expected);
  });

  it('every public table has row-level security on', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual([
      { table: 'deploy_keys', rls: true },
      { table: 'donations', rls: true },
      { table: 'favourites', rls: true },
      { table: 'newsletter_deliveries', rls: true },
      { table: 'newsletter_runs', rls: true },
      { table: 'newsletter_subscribe_attempts', rls: true },
      { table: 'newsletter_subscribers', rls: true },
      { table: 'newsletter_tokens', rls: true },
      { table: 'page_view_budgets', rls: true },
      { table: 'page_views', rls: true },
      { table: 'profiles', rls: true },
      { table: 'reading_history', rls: true },
      { table: 'remote_live', rls: true },
      { table: 'remote_load_failures', rls: true },
      { table: 'remote_releases', rls: true },
      { table: 'stories', rls: true },
    ]);
  });

  it('storage tables have row-level security on, as Storage makes them', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'storage' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { table: 'buckets', rls: true },
        { table: 'objects', rls: true },
      ]),
    );
    expect(rows.filter((row) => !row.rls)).toEqual([]);
  });

  it('nobody deletes storage rows directly: only the way the Storage service deletes them', async () => {
    for (const actor of ACTORS) {
      for (const sql of [
        `delete from storage.objects where name = '${COVER}'`,
        `delete from storage.buckets where id = '${EMPTY_BUCKET}'`,
      ]) {
        const error = await pgError(probe(db, world.users, actor, (tx) => tx.query(sql)));
        expect({ actor, sql, code: error.code, message: error.message }).toEqual({
          actor,
          sql,
          code: '42501',
          message: expect.stringContaining('Direct deletion'),
        });
      }
    }
  });

  it('the story-images bucket is public, limited to 5 MB of PNG, JPEG or WebP', async () => {
    const { rows } = await db.query(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'story-images'`,
    );
    expect(rows).toEqual([
      { public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] },
    ]);
  });
});
