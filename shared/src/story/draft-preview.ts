// A story the admin has not saved yet, handed from the admin's form to the reader's preview page in another tab:
// one entry in this device's localStorage, written when the admin asks for a preview, read by the preview. Its own
// entry (`@tales/shared/story/draft-preview`): only the admin's form and the preview page download it.
import { toDate, type Story, type StoryInput } from '@tales/shared/supabase';

const KEY = 'tales:story-draft-preview';

/** What the form hands over: the story as it would be saved, with the id it has (none for a new story). */
export function writeDraftPreview(input: StoryInput, id?: string, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify({ ...input, id: id ?? 'draft', publishDate: input.publishDate ?? new Date() }));
}

/** The story last handed over on this device, as the reader's page shows a story; null when there is none. */
export function readDraftPreview(storage: Storage = localStorage): Story | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const draft = parsed as Partial<StoryInput> & { id?: unknown; publishDate?: unknown };
  if (!draft.translations || typeof draft.translations !== 'object') return null;
  return {
    id: typeof draft.id === 'string' ? draft.id : 'draft',
    translations: draft.translations,
    author: typeof draft.author === 'string' ? draft.author : '',
    publishDate: toDate(draft.publishDate),
    tags: Array.isArray(draft.tags) ? draft.tags : [],
    hashtags: Array.isArray(draft.hashtags) ? draft.hashtags : [],
    ...(typeof draft.imageUrl === 'string' && draft.imageUrl ? { imageUrl: draft.imageUrl } : {}),
    readTime: typeof draft.readTime === 'number' ? draft.readTime : 0,
    createdAt: null,
    updatedAt: null,
  };
}
