// Unsaved input survives a reload or a crash: one draft per story (and one for a new story) in localStorage.
import type { FormValues } from './form-values';

export type Draft = {
  values: FormValues;
  /** The story version the draft was written against (edit mode), so restoring it cannot overwrite newer work silently. */
  version?: string;
  savedAt: string;
};

const PREFIX = 'tales-admin-draft:';

export function draftKey(storyId: string | undefined): string {
  return PREFIX + (storyId ?? 'new');
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Draft>;
  return (
    typeof v.savedAt === 'string' &&
    !!v.values &&
    typeof v.values === 'object' &&
    typeof v.values.translations === 'object'
  );
}

export function readDraft(storyId: string | undefined): Draft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(storyId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null; // unreadable or blocked storage: nothing to offer
  }
}

export function writeDraft(
  storyId: string | undefined,
  values: FormValues,
  version?: string,
  now: Date = new Date(),
): void {
  const draft: Draft = { values, ...(version ? { version } : {}), savedAt: now.toISOString() };
  try {
    window.localStorage.setItem(draftKey(storyId), JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the form still works, only without a safety copy.
  }
}

export function clearDraft(storyId: string | undefined): void {
  try {
    window.localStorage.removeItem(draftKey(storyId));
  } catch {
    // nothing stored, nothing to clear
  }
}
