// The signed-in reader's reading history: recording a story they open, and moving the readings kept on this
// device while signed out (device-history.ts) into their account. One row per story: the database keeps each
// story's latest time, so recording or merging again never makes a duplicate or moves a story back.
import { getSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { clearDeviceHistory, readDeviceHistory, type DeviceReading } from './device-history';
import { libraryError } from './library-error';

type ReadingRow = { story_id: string; read_at: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A story that is gone (23503) or not visible (42501): that one reading is dropped, not the others. */
const DROPPED = new Set(['23503', '42501']);

async function upsertReadings(
  rows: ReadingRow[],
  db: SupabaseClient,
): Promise<{ code?: string; message: string } | null> {
  const { error } = await (await db.rest()).from('reading_history').upsert(rows, { onConflict: 'user_id,story_id' });
  return error;
}

export async function recordReading(storyId: string, db: SupabaseClient = getSupabase()): Promise<void> {
  const error = await upsertReadings([{ story_id: storyId, read_at: new Date().toISOString() }], db);
  if (error) throw libraryError(error);
}

/**
 * Moves this device's readings into the reader's account, then clears them from the device. A reading of a story
 * that is gone or unpublished is dropped on its own; any other failure (offline) keeps the device's list for the
 * next try. Resolves to how many readings arrived.
 */
export async function mergeDeviceHistory(db: SupabaseClient = getSupabase()): Promise<number> {
  const readings = readDeviceHistory().filter((entry: DeviceReading) => UUID.test(entry.id));
  if (readings.length === 0) {
    clearDeviceHistory();
    return 0;
  }
  const rows = readings.map((entry) => ({ story_id: entry.id, read_at: entry.at }));
  let arrived = rows.length;
  const error = await upsertReadings(rows, db);
  if (error) {
    if (!error.code || !DROPPED.has(error.code)) throw libraryError(error);
    // One of them is refused: each on its own, so the others still arrive.
    arrived = 0;
    for (const row of rows) {
      const one = await upsertReadings([row], db);
      if (!one) arrived += 1;
      else if (!one.code || !DROPPED.has(one.code)) throw libraryError(one);
    }
  }
  clearDeviceHistory();
  return arrived;
}
