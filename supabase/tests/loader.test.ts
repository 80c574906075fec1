/** @jest-environment node */
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyPendingMigrations,
  listMigrations,
  openDatabase,
  paths,
  withRole,
  type Database,
} from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

describe(`DB loader (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase({ seed: true });
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('records every migration file, in version order', async () => {
    const files = await listMigrations();
    const { rows } = await db.query<{ version: string; name: string }>(
      `select version, name from supabase_migrations.schema_migrations order by version`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(rows).toEqual(files.map((f) => ({ version: f.version, name: f.name })));
  });

  it('seeds the admin and the reader on first start', async () => {
    const { rows } = await db.query<{ email: string; display_name: string; role: string; password_ok: boolean }>(
      `select p.email, p.display_name, p.role,
              u.encrypted_password = extensions.crypt(case p.role when 'admin' then 'tales-admin-2026' else 'tales-reader-2026' end, u.encrypted_password) as password_ok
       from public.profiles p join auth.users u on u.id = p.id order by p.email`,
    );
    expect(rows).toEqual([
      { email: 'admin@tales.local', display_name: 'Tales Admin', role: 'admin', password_ok: true },
      { email: 'reader@tales.local', display_name: 'Tales Reader', role: 'user', password_ok: true },
    ]);
  });

  it('applies only migrations that are new', async () => {
    expect(await applyPendingMigrations(db)).toEqual([]);
    const dir = await mkdtemp(path.join(tmpdir(), 'tales-migrations-'));
    try {
      for (const file of await readdir(paths.migrations()))
        await copyFile(path.join(paths.migrations(), file), path.join(dir, file));
      await writeFile(
        path.join(dir, '29990101000000_add_probe_table.sql'),
        'create table public.loader_probe (id int);',
      );
      const applied = await applyPendingMigrations(db, dir);
      expect(applied.map((m) => m.name)).toEqual(['add_probe_table']);
      const { rows } = await db.query<{ ok: boolean }>(`select to_regclass('public.loader_probe') is not null as ok`);
      expect(rows[0].ok).toBe(true);
      expect(await applyPendingMigrations(db, dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failed migration back entirely and names the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tales-migrations-'));
    try {
      await writeFile(
        path.join(dir, '29990102000000_broken.sql'),
        'create table public.half_done (id int);\nselect * from no_such_table;',
      );
      await expect(applyPendingMigrations(db, dir)).rejects.toThrow(/29990102000000_broken\.sql failed/);
      const { rows } = await db.query<{ done: boolean; recorded: number }>(
        `select to_regclass('public.half_done') is not null as done,
                (select count(*) from supabase_migrations.schema_migrations where version = '29990102000000') as recorded`,
      );
      expect(rows[0]).toEqual({ done: false, recorded: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('withRole sets role and claims for one transaction only', async () => {
    const sub = '11111111-1111-4111-8111-111111111111';
    const inside = await withRole(db, { role: 'authenticated', claims: { sub, email: 'x@y.z' } }, async (tx) => {
      const { rows } = await tx.query<{ who: string; uid: string; role: string; email: string }>(
        `select current_user as who, auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
      );
      return rows[0];
    });
    expect(inside).toEqual({ who: 'authenticated', uid: sub, role: 'authenticated', email: 'x@y.z' });
    const { rows } = await db.query<{ who: string; claims: string | null }>(
      `select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows[0].who).not.toBe('authenticated');
    expect(rows[0].claims).toBeNull();
  });

  it('withRole refuses a role that is not an API role', () => {
    expect(() => withRole(db, { role: 'postgres' as 'anon' }, async () => 1)).toThrow(/unknown role/);
  });

  it('rolls a transaction back when its function throws', async () => {
    await db.query(`create table if not exists public.tx_probe (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into public.tx_probe values (1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query<{ n: number }>(`select count(*) as n from public.tx_probe`);
    expect(rows[0].n).toBe(0);
  });

  it('applies each migration as postgres, a login without superuser rights, as supabase db push does', async () => {
    const { rows: owners } = await db.query<{ table: string; owner: string }>(
      `select c.relname as table, pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname in ('stories', 'profiles', 'page_views', 'donations') order by 1`,
    );
    expect(owners).toEqual(
      ['donations', 'page_views', 'profiles', 'stories'].map((table) => ({ table, owner: 'postgres' })),
    );
    // The stand-in for supautils (policies on storage.objects) lasts only as long as a migration's transaction.
    const { rows } = await db.query(
      `select rolsuper as superuser, pg_has_role('postgres', 'supabase_storage_admin', 'member') as storage_admin
       from pg_roles where rolname = 'postgres'`,
    );
    expect(rows).toEqual([{ superuser: false, storage_admin: false }]);
  });
});

describe('DB loader on a PGlite data directory', () => {
  // A data directory is PGlite's own, whichever database the other tests run on.
  it('keeps data across restarts, re-seeds only when fresh and gathers statistics at each start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tales-pglite-'));
    try {
      let db = await openDatabase({ dataDir, fresh: true, seed: false });
      await db.query(`insert into public.stories (translations) values ($1::jsonb)`, [
        JSON.stringify({ es: { title: 'T', content: 'C', summary: '' } }),
      ]);
      await db.close();

      db = await openDatabase({ dataDir });
      const count = await db.query<{ n: number }>(`select count(*) as n from public.stories`);
      expect(count.rows[0].n).toBe(1); // not wiped, not seeded on a later start
      // PGlite runs no autovacuum: the planner knows the row of the last session because the start analyzed it.
      const stats = await db.query<{ rows: number }>(
        `select reltuples::int as rows from pg_class where oid = 'public.stories'::regclass`,
      );
      expect(stats.rows[0].rows).toBe(1);
      await db.close();

      db = await openDatabase({ dataDir, fresh: true, seed: false });
      const after = await db.query<{ n: number }>(`select count(*) as n from public.stories`);
      expect(after.rows[0].n).toBe(0);
      await db.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
