// The form's state machine (SPEC §4 Admin form): loading (edit) → idle → submitting → success | error, a new
// story's created state (until the admin starts another), a refused save (conflict) and the draft offered back
// after a reload.
import { useCallback, useEffect, useState } from 'react';
import { useInvalidateStory } from '@tales/shared/data';
import { createStory, getStoryForEdit, loadForEdit, updateStory } from './StoryFormPage.data';
import { StoryError } from './story-error';
import { removeCover } from '../cover';
import { clearDraft, readDraft, writeDraft, type Draft } from './drafts';
import {
  emptyValues,
  newStoryValues,
  sameValues,
  toStoryInput,
  validationError,
  valuesFromStory,
  type FormValues,
} from './form-values';
import { messages } from './messages';

export type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'submitting' }
  /** Loaded or updated; an update names the story, so its page can be opened. */
  | { kind: 'success'; message: string; storyId?: string }
  /** A new story is saved: the form shows what was saved until the admin starts another one. */
  | { kind: 'created'; message: string; storyId: string }
  | { kind: 'error'; message: string }
  /** A save refused because someone else saved first; `pending` is the answer under way. */
  | { kind: 'conflict'; pending?: 'theirs' | 'overwrite' };

/** Edit mode could not start: the form is not shown. */
export type Blocked = { message: string; canRetry: boolean } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isValidStoryId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}

function saveErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.saveFailed;
}

/** The stored draft, when it holds something other than `loaded`. */
function draftToOffer(storyId: string | undefined, loaded: FormValues): Draft | null {
  const draft = readDraft(storyId);
  return draft && !sameValues(draft.values, loaded) ? draft : null;
}

/**
 * The form of one story (or of a new one, published on `day` when the address asks for one); the page remounts it
 * for another id or day.
 */
export function useStoryForm(storyId: string | undefined, day: string | null = null) {
  const editing = storyId !== undefined;
  const canLoad = editing && isValidStoryId(storyId);
  const [values, setValues] = useState<FormValues>(() => (editing ? emptyValues() : newStoryValues(day)));
  const [baseline, setBaseline] = useState<FormValues>(() => (editing ? emptyValues() : newStoryValues(day)));
  const [version, setVersion] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<Status>(canLoad ? { kind: 'loading' } : { kind: 'idle' });
  const [blocked, setBlocked] = useState<Blocked>(
    editing && !canLoad ? { message: messages.invalidId, canRetry: false } : null,
  );
  const [offeredDraft, setOfferedDraft] = useState<Draft | null>(() =>
    editing ? null : draftToOffer(undefined, newStoryValues(day)),
  );
  const invalidate = useInvalidateStory();
  const [loadRound, setLoadRound] = useState(0);

  /** Shows `loaded` as the saved state and offers the stored draft when it holds something else. */
  const settle = useCallback(
    (loaded: FormValues, loadedVersion: string | undefined) => {
      setValues(loaded);
      setBaseline(loaded);
      setVersion(loadedVersion);
      setOfferedDraft(draftToOffer(storyId, loaded));
    },
    [storyId],
  );

  useEffect(() => {
    if (!canLoad) return;
    let current = true;
    loadForEdit(storyId).then(
      (found) => {
        if (!current) return;
        if (!found) {
          setBlocked({ message: messages.notFound, canRetry: false });
          setStatus({ kind: 'idle' });
          return;
        }
        settle(valuesFromStory(found.story), found.version);
        setStatus({ kind: 'success', message: messages.loaded });
      },
      () => {
        if (!current) return;
        setBlocked({ message: messages.loadFailed, canRetry: true });
        setStatus({ kind: 'idle' });
      },
    );
    return () => {
      current = false;
    };
  }, [canLoad, storyId, settle, loadRound]);

  const retryLoad = useCallback(() => {
    setBlocked(null);
    setStatus({ kind: 'loading' });
    setLoadRound((n) => n + 1);
  }, []);

  // Every change the admin makes is kept as a draft (not while a stored draft still waits for an answer).
  useEffect(() => {
    if (offeredDraft || blocked || status.kind === 'loading') return;
    if (!sameValues(values, baseline)) writeDraft(storyId, values, version);
  }, [values, baseline, version, offeredDraft, blocked, status.kind, storyId]);

  const save = useCallback(
    async (overwrite = false) => {
      const invalid = validationError(values);
      if (invalid) {
        setStatus({ kind: 'error', message: invalid });
        return;
      }
      // Overwriting answers the conflict: its panel stays, with its button pending, until the answer.
      setStatus(overwrite ? { kind: 'conflict', pending: 'overwrite' } : { kind: 'submitting' });
      try {
        const input = toStoryInput(values);
        // An untouched date keeps the story's exact time: re-saving today's story must not push it to 12:00 and hide it.
        if (editing && values.publishDate === baseline.publishDate) input.publishDate = null;
        if (editing && storyId) {
          const next = await updateStory(storyId, input, overwrite ? {} : { expectedVersion: version });
          clearDraft(storyId);
          // The story no longer points at its old cover: delete the file (best effort; the story is already right).
          if (baseline.imageUrl && baseline.imageUrl !== values.imageUrl)
            void removeCover(baseline.imageUrl).catch(() => undefined);
          setBaseline(values);
          setVersion(next);
          await invalidate(storyId);
          setStatus({ kind: 'success', message: messages.updated(storyId), storyId });
        } else {
          const created = await createStory(input);
          clearDraft(undefined);
          // What was saved stays on screen (read-only) until the admin starts another story.
          setBaseline(values);
          await invalidate(created.id);
          setStatus({ kind: 'created', message: messages.created(created.id), storyId: created.id });
        }
      } catch (error) {
        if (error instanceof StoryError && error.code === 'conflict') {
          writeDraft(storyId, values, version);
          setStatus({ kind: 'conflict' });
        } else {
          setStatus({ kind: 'error', message: saveErrorMessage(error) });
        }
      }
    },
    [values, baseline.imageUrl, baseline.publishDate, editing, storyId, version, invalidate],
  );

  /** After a create: an empty form for the next story. */
  const writeAnother = useCallback(() => {
    const fresh = emptyValues();
    setValues(fresh);
    setBaseline(fresh);
    setStatus({ kind: 'idle' });
  }, []);

  /** Conflict, first choice: show the version saved by the other person; this admin's input waits in the draft. */
  const loadTheirs = useCallback(async () => {
    // The form stays while their version loads: the panel's button is pending, and keeps focus.
    setStatus({ kind: 'conflict', pending: 'theirs' });
    try {
      const found = storyId ? await getStoryForEdit(storyId) : null;
      if (!found) {
        setStatus({ kind: 'error', message: messages.notFound });
        return;
      }
      // The draft is now answered against their version: restoring it and saving is a decision, not an accident.
      writeDraft(storyId, values, found.version);
      settle(valuesFromStory(found.story), found.version);
      setStatus({ kind: 'success', message: messages.loaded });
    } catch {
      setStatus({ kind: 'error', message: messages.loadFailed });
    }
  }, [storyId, values, settle]);

  const restoreDraft = useCallback(() => {
    if (!offeredDraft) return;
    setValues(offeredDraft.values);
    if (offeredDraft.version) setVersion(offeredDraft.version);
    setOfferedDraft(null);
  }, [offeredDraft]);

  const discardDraft = useCallback(() => {
    clearDraft(storyId);
    setOfferedDraft(null);
  }, [storyId]);

  const saving = status.kind === 'submitting' || (status.kind === 'conflict' && status.pending === 'overwrite');
  return {
    editing,
    values,
    /** A save is under way (the submit button says so). */
    saving,
    /** Nothing may change: a save or a load of their version is under way, or the new story is saved. */
    readOnly: saving || status.kind === 'created' || (status.kind === 'conflict' && status.pending !== undefined),
    savedImageUrl: baseline.imageUrl,
    setValues,
    status,
    blocked,
    offeredDraft,
    save: () => save(false),
    overwrite: () => save(true),
    loadTheirs,
    restoreDraft,
    discardDraft,
    retryLoad,
    writeAnother,
  };
}
