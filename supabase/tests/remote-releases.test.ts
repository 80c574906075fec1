/** @jest-environment node */
// The release registry as a team's pipeline and the shell servers use it through the API: a deploy key ships its
// own remote only, a release goes live as stable or as a canary, is promoted, rolled back one step at a time, and
// every change is one pointer the servers read with the publishable key. Without a valid key nothing changes.
import type { Database, Queryable } from '@tales/supabase-local/db';
import { withRole } from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';
import { pgError } from './support/fixtures';

jest.setTimeout(60_000);

type Live = { remote: string; stable_manifest: string; canary_manifest: string | null; canary_share: number | null };

describe(`the release registry (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let donateKey: string;
  let readerKey: string;

  const anon = <T>(fn: (tx: Queryable) => Promise<T>) => withRole(db, { role: 'anon' }, fn);
  const manifest = (remote: string, version: string) => `https://cdn.test/${remote}/${version}/mf-manifest.json`;

  /** Registers a release with the key, as `pnpm ship` does with the publishable key. */
  const register = (key: string, remote: string, version: string) =>
    anon((tx) =>
      tx.query(`select * from public.release_register($1, $2, $3, $4, $5, $6)`, [
        key,
        version,
        manifest(remote, version),
        `https://cdn.test/${remote}/${version}/server/remoteEntry.js`,
        ['./DonatePage', './DonatePage.data'],
        { react: '^19.3.1' },
      ]),
    );
  const goLive = (key: string, version: string, share: number | null = null) =>
    anon((tx) => tx.query(`select * from public.release_go_live($1, $2, $3)`, [key, version, share]));
  const promote = (key: string) => anon((tx) => tx.query(`select * from public.release_promote($1)`, [key]));
  const rollback = (key: string) => anon((tx) => tx.query(`select * from public.release_rollback($1)`, [key]));
  const live = async (remote: string) =>
    (await anon((tx) => tx.query<Live>(`select * from public.live_remotes()`))).rows.find((r) => r.remote === remote);

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    const create = (remote: string, name: string) =>
      withRole(db, { role: 'service_role' }, (tx) =>
        tx.query<{ key: string }>(`select public.deploy_key_create($1, $2) as key`, [remote, name]),
      ).then((r) => r.rows[0].key);
    donateKey = await create('donate', 'donate team CI');
    readerKey = await create('reader', 'reader team CI');
  });
  afterAll(() => handle?.close());

  it('keeps only the hash of a key, and only the service key makes one', async () => {
    expect(donateKey).toMatch(/^tdk_[0-9a-f]{64}$/);
    const { rows } = await db.query<{ key_hash: string }>(`select key_hash from public.deploy_keys`);
    expect(rows.map((r) => r.key_hash)).not.toContain(donateKey);
    for (const role of ['anon', 'authenticated'] as const)
      expect(
        (await pgError(withRole(db, { role }, (tx) => tx.query(`select public.deploy_key_create('donate', 'x')`))))
          .code,
      ).toBe('42501');
    expect((await pgError(anon((tx) => tx.query(`select * from public.deploy_keys`)))).code).toBe('42501');
  });

  it('ships, canaries, promotes and rolls back the key’s own remote, one pointer at a time', async () => {
    await register(donateKey, 'donate', 'v1');
    await goLive(donateKey, 'v1');
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1'), canary_manifest: null });

    await register(donateKey, 'donate', 'v2');
    await goLive(donateKey, 'v2', 50);
    expect(await live('donate')).toMatchObject({
      stable_manifest: manifest('donate', 'v1'),
      canary_manifest: manifest('donate', 'v2'),
      canary_share: 50,
    });

    await promote(donateKey);
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v2'), canary_manifest: null });

    // Back to v1; once more has nothing older to return to, and changes nothing.
    await rollback(donateKey);
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1') });
    expect((await pgError(rollback(donateKey))).message).toMatch(/first stable release/);
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1') });

    // A release is shipped once: the same version again is refused.
    expect((await pgError(register(donateKey, 'donate', 'v1'))).message).toMatch(/already registered/);

    const { rows } = await anon((tx) =>
      tx.query<{ version: string; shipped_by: string; withdrawn_at: string | null }>(
        `select version, shipped_by, withdrawn_at from public.remote_releases where remote = 'donate' order by version`,
      ),
    );
    expect(rows).toEqual([
      { version: 'v1', shipped_by: 'donate team CI', withdrawn_at: null },
      { version: 'v2', shipped_by: 'donate team CI', withdrawn_at: expect.anything() },
    ]);
  });

  it('rolls back a canary by withdrawing it, the stable release untouched', async () => {
    await register(donateKey, 'donate', 'v3');
    await goLive(donateKey, 'v3', 10);
    await rollback(donateKey);
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1'), canary_manifest: null });
  });

  it('refuses a canary share out of range, a canary without a stable release, and an unregistered version', async () => {
    await register(donateKey, 'donate', 'v4');
    for (const share of [0, 100, -5])
      expect((await pgError(goLive(donateKey, 'v4', share))).message).toMatch(/share is 1 to 99/);
    expect((await pgError(goLive(donateKey, 'v9'))).message).toMatch(/not registered/);
    await register(readerKey, 'reader', 'r1');
    expect((await pgError(goLive(readerKey, 'r1', 20))).message).toMatch(/no stable release yet/);
    expect(await live('reader')).toBeUndefined();
  });

  it("counts the failures readers' browsers saw per release and reader, and nothing for an address not released", async () => {
    const failure = (manifestUrl: string, address: string) =>
      withRole(db, { role: 'anon' }, (tx) => tx.query(`select public.record_remote_failure($1)`, [manifestUrl]), {
        settings: [['request.headers', JSON.stringify({ 'cf-connecting-ip': address })]],
      });
    await register(donateKey, 'donate', 'f1');
    for (let i = 0; i < 3; i += 1) await failure(manifest('donate', 'f1'), '203.0.113.7');
    await failure(manifest('donate', 'f1'), '198.51.100.2');
    await failure('https://evil.test/not-a-release.json', '203.0.113.7');

    const { rows } = await anon((tx) =>
      tx.query<{ remote: string; version: string; readers: string; failures: string }>(
        `select * from public.release_failures()`,
      ),
    );
    expect(rows.map((r) => ({ ...r, readers: Number(r.readers), failures: Number(r.failures) }))).toEqual([
      { remote: 'donate', version: 'f1', readers: 2, failures: 4 },
    ]);
    expect((await pgError(anon((tx) => tx.query(`select * from public.remote_load_failures`)))).code).toBe('42501');
  });

  it('a key ships only its own remote; a wrong or revoked key changes nothing', async () => {
    // The reader's key cannot reach the donate remote's releases: it registers and goes live as the reader.
    await register(readerKey, 'reader', 'v1');
    await goLive(readerKey, 'v1');
    expect((await live('reader'))?.stable_manifest).toBe(manifest('reader', 'v1'));
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1') });

    for (const key of ['', 'tdk_' + '0'.repeat(64), donateKey.toUpperCase()])
      for (const attempt of [register(key, 'donate', 'x1'), goLive(key, 'v4'), promote(key), rollback(key)])
        expect((await pgError(attempt)).code).toBe('42501');

    await db.query(`update public.deploy_keys set revoked_at = now() where remote = 'donate'`);
    expect((await pgError(goLive(donateKey, 'v4'))).code).toBe('42501');
    expect(await live('donate')).toMatchObject({ stable_manifest: manifest('donate', 'v1') });
  });

  it('lets no API role write the tables directly', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const)
      for (const sql of [
        `update public.remote_live set canary_share = 99`,
        `insert into public.remote_releases (remote, version, manifest_url, server_entry_url, exposes, shipped_by)
         values ('donate', 'evil', 'https://evil.test/m.json', 'https://evil.test/e.js', '{}', 'x')`,
        `delete from public.remote_releases`,
      ])
        expect((await pgError(withRole(db, { role }, (tx) => tx.query(sql)))).code).toBe('42501');
  });
});
