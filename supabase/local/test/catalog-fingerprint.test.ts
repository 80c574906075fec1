/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compareFingerprints, formatDifferences } from '../catalog/compare';
import { catalogFingerprint, type CatalogFingerprint } from '../catalog/fingerprint';
import { supabaseDir } from '../src/db/paths';
import { backend, openTestDatabase, type TestDatabase } from './support/test-database';

jest.setTimeout(120_000);

// The local bootstrap must build the database Supabase builds (supabase/local/catalog/SOURCES.md says from
// which commits the recorded catalog comes, and what cannot exist outside hosted Supabase).
describe(`the local database before any migration is Supabase's (${backend})`, () => {
  let handle: TestDatabase;
  let recorded: CatalogFingerprint;

  beforeAll(async () => {
    recorded = JSON.parse(
      await readFile(path.join(supabaseDir(), 'local', 'catalog', 'supabase-catalog.json'), 'utf8'),
    ) as CatalogFingerprint;
    handle = await openTestDatabase({ migrations: false, seed: false });
  });
  afterAll(() => handle?.close());

  it("has the catalog recorded from a database built with Supabase's own SQL", async () => {
    const differences = compareFingerprints(recorded, await handle.db.transaction((tx) => catalogFingerprint(tx)));
    expect(formatDifferences(differences)).toBe('');
  });
});
