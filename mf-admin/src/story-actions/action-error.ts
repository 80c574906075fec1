// The sentence an admin reads when a delete or a move was refused, chosen by the error's code.
import type { TFunction } from 'i18next';
import { StoryError } from '../story-form/story-error';

export function actionErrorText(error: unknown, t: TFunction): string {
  if (error instanceof StoryError && error.code === 'conflict') return t('story_actions.conflict');
  if (error instanceof StoryError && error.code === 'not-found') return t('story_actions.gone');
  return t('story_actions.failed');
}
