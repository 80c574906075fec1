// "Preview" beside the save button: the story as it stands in the form, unsaved changes included, opened in
// another tab as the reader's story page (handed over through this device's storage), so the form stays as it is.
import { useTranslation } from 'react-i18next';
import { toLanguage, fallbackLanguage } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { writeDraftPreview } from '@tales/shared/story/draft-preview';
import { Button } from '@tales/shared/ui';
import { toStoryInput, type FormValues } from './form-values';

export function PreviewButton({ values, storyId }: { values: FormValues; storyId?: string }) {
  const { t, i18n } = useTranslation();
  const preview = () => {
    writeDraftPreview(toStoryInput(values), storyId);
    window.open(`${pathFor('storyPreview', toLanguage(i18n.language) ?? fallbackLanguage)}?draft`, '_blank');
  };
  return (
    <Button variant="secondary" size="lg" onPress={preview}>
      {t('story_form.preview')}
    </Button>
  );
}
