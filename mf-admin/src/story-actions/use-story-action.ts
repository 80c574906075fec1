// What a delete and a move share: run the write, make every cached answer holding the story stale, and say the
// outcome; a refusal stays in the dialog as a sentence chosen by its code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateStory } from '@tales/shared/data';
import { actionErrorText } from './action-error';

export function useStoryAction(storyId: string) {
  const { t } = useTranslation();
  const invalidate = useInvalidateStory();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  /** Runs `write`, then `done` with its answer once the caches know; a failure becomes the dialog's error. */
  const run = async <T>(write: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    setError('');
    try {
      const answer = await write();
      await invalidate(storyId);
      done(answer);
    } catch (cause) {
      setError(actionErrorText(cause, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
