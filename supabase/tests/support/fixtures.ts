import { withRole, type Database, type Queryable } from '@tales/supabase-local/db';

export type Actor = 'anon' | 'reader' | 'otherReader' | 'admin' | 'service_role';

export interface Users {
  reader: string;
  otherReader: string;
  admin: string;
}

/** Creates an auth user the way GoTrue does (the profile trigger fires) and returns its id. */
export async function createUser(
  db: Database,
  email: string,
  opts: { meta?: Record<string, unknown>; role?: 'user' | 'admin' } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       extensions.crypt('secret-123', extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}',
       $2::jsonb, now(), now()) returning id`,
    [email, JSON.stringify(opts.meta ?? {})],
  );
  const id = rows[0].id;
  if (opts.role === 'admin') await db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);
  return id;
}

export async function createUsers(db: Database): Promise<Users> {
  return {
    reader: await createUser(db, 'reader@test.local', { meta: { name: 'Reader One' } }),
    otherReader: await createUser(db, 'other@test.local', { meta: { name: 'Reader Two' } }),
    admin: await createUser(db, 'admin@test.local', { meta: { name: 'Admin' }, role: 'admin' }),
  };
}

/** yyyy-mm-dd of the UTC day `offset` days from today. */
export function utcDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Runs fn as the actor, with the JWT claims the API would set for them. */
export function as<T>(db: Database, users: Users, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (actor === 'anon') return withRole(db, { role: 'anon' }, fn);
  if (actor === 'service_role') return withRole(db, { role: 'service_role' }, fn);
  const sub = users[actor];
  return withRole(
    db,
    { role: 'authenticated', claims: { sub, aud: 'authenticated', email: `${actor}@test.local` } },
    fn,
  );
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Like `as`, but always rolls back, so a probe that writes leaves nothing behind for the next one. */
export async function probe<T>(
  db: Database,
  users: Users,
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    await as(db, users, actor, async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

export function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/** Resolves to the Postgres error the statement raised (fails the test if it succeeded). */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code?: string; message: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string; constraint?: string };
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

export interface TranslationInput {
  title: string;
  content: string;
  summary: string;
}

const LANGS = ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'] as const;

export function translations(title = 'Cuento'): Record<string, TranslationInput> {
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      { title: `${title} (${lang})`, content: `Había una vez (${lang}).\nFin.`, summary: `Resumen (${lang})` },
    ]),
  );
}

/** Inserts a story as superuser (no RLS) and returns its id. */
export async function insertStory(
  db: Queryable,
  publishDate: string | Date,
  overrides: { title?: string; tags?: string[] } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.stories (translations, publish_date, tags, hashtags, read_time)
     values ($1::jsonb, $2::timestamptz, $3::text[], $4::text[], 3) returning id`,
    [
      JSON.stringify(translations(overrides.title)),
      publishDate instanceof Date ? publishDate.toISOString() : publishDate,
      overrides.tags ?? ['fantasy'],
      ['#tales'],
    ],
  );
  return rows[0].id;
}
