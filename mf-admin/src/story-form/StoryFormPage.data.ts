// The admin form's data (SPEC §7 Add story / Update story): a story loaded for editing with its version, the
// create and update that save it, and the loader a navigation calls (exposed as `./StoryFormPage.data`). The
// form reads a story anew each time it opens (its version guards every save), so nothing here goes through the
// page's cache: the loader only starts that read beside the page's code.
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import {
  getSupabase,
  mapStory,
  STORY_COLUMNS,
  type Story,
  type StoryInput,
  type StoryRow,
  type SupabaseClient,
} from '@tales/shared/supabase';
import { StoryError } from './story-error';

/** A story as loaded for editing: `version` is the row's `updated_at` exactly as the database wrote it. */
export type EditableStory = { story: Story; version: string };

function requireSpanish(input: StoryInput): void {
  const es = input.translations.es;
  if (!es?.title?.trim() || !es?.content?.trim())
    throw new StoryError('spanish-required', 'Spanish title and content are required');
}

/** The database refused: its message and its code (SQLSTATE or PostgREST's). */
function databaseError(error: { message: string; code: string }): StoryError {
  return new StoryError('database', error.message, error.code);
}

function toRow(input: StoryInput, publishDate: Date) {
  return {
    translations: input.translations,
    author: input.author,
    tags: input.tags,
    hashtags: input.hashtags,
    publish_date: publishDate.toISOString(),
    read_time: input.readTime,
  };
}

/**
 * One story for the admin form, with its version, or null when it does not exist.
 * The version keeps the database's microseconds (a Date would round them away and never match again).
 */
export async function getStoryForEdit(id: string, db: SupabaseClient = getSupabase()): Promise<EditableStory | null> {
  if (!id) throw new StoryError('invalid-id', 'Valid ID required');
  const { data, error } = await (await db.rest()).from('stories').select(STORY_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    if (error.code === '22P02') return null;
    throw databaseError(error);
  }
  if (!data) return null;
  const row = data as StoryRow;
  return { story: mapStory(row), version: String(row.updated_at) };
}

/** Adds a story; needs a Spanish title and content (SPEC §5). Returns the new id and its version. */
export async function createStory(
  input: StoryInput,
  db: SupabaseClient = getSupabase(),
): Promise<{ id: string; version: string }> {
  requireSpanish(input);
  const row = {
    ...toRow(input, input.publishDate ?? new Date()),
    ...(input.imageUrl ? { image_url: input.imageUrl } : {}),
  };
  const { data, error } = await (await db.rest()).from('stories').insert(row).select('id, updated_at').single();
  if (error) throw databaseError(error);
  const created = data as { id: string; updated_at: string };
  return { id: created.id, version: String(created.updated_at) };
}

export type UpdateOptions = {
  /**
   * The version the editor loaded: the update applies only while the row still has it, so an edit made by
   * someone else in between is never overwritten silently ('conflict'). Leave it out to overwrite on purpose.
   */
  expectedVersion?: string;
};

/**
 * Updates a story (SPEC §7): `updated_at` is set by the server's trigger; without a publish date it keeps the
 * existing one. An absent image clears the stored one. Returns the new version.
 */
export async function updateStory(
  id: string,
  input: StoryInput,
  options: UpdateOptions = {},
  db: SupabaseClient = getSupabase(),
): Promise<string> {
  if (!id || typeof id !== 'string') throw new StoryError('invalid-id', 'Valid ID required');
  requireSpanish(input);
  const row: Record<string, unknown> = {
    ...toRow(input, input.publishDate ?? new Date()),
    image_url: input.imageUrl || null,
  };
  if (!input.publishDate) delete row.publish_date;
  let query = (await db.rest()).from('stories').update(row).eq('id', id);
  if (options.expectedVersion !== undefined) query = query.eq('updated_at', options.expectedVersion);
  const { data, error } = await query.select('updated_at');
  if (error) {
    if (error.code === '22P02')
      throw new StoryError('not-found', 'No se encontró el cuento con el ID proporcionado.', error.code);
    throw databaseError(error);
  }
  const rows = (data ?? []) as { updated_at: string }[];
  if (rows.length > 0) return String(rows[0].updated_at);
  // Nothing matched: either the story is gone (or invisible), or someone saved a newer version.
  if (options.expectedVersion !== undefined && (await getStoryForEdit(id, db))) {
    throw new StoryError('conflict', 'El cuento fue modificado por otra persona después de que lo cargaste.');
  }
  throw new StoryError('not-found', 'No se encontró el cuento con el ID proporcionado.');
}

/** How long a read started by a navigation waits for the form; an older one may no longer be what is saved. */
const STARTED_READ_MS = 5_000;

/** Reads a navigation started for the form, by story id, until the form takes them. */
const started = new Map<string, { at: number; read: Promise<EditableStory | null> }>();

/** The story as saved now: the read a navigation started for this opening a moment ago, or a new one. */
export function loadForEdit(id: string, now = Date.now()): Promise<EditableStory | null> {
  const early = started.get(id);
  started.delete(id);
  return early && now - early.at <= STARTED_READ_MS ? early.read : getStoryForEdit(id);
}

const loadStoryFormPage: DataLoader = ({ params, now }) => {
  const id = params.id;
  if (!id) return { needs: [] };
  return {
    needs: [],
    prefetch: () => {
      const read = getStoryForEdit(id);
      read.catch(() => undefined); // the form takes the failure, or never asks
      started.set(id, { at: now.getTime(), read });
    },
  };
};

export default loadStoryFormPage satisfies ExposedLoader<'admin', './StoryFormPage.data'>;
