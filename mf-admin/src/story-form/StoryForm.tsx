// The admin story form (SPEC §2–§5): story details, genres, the eight translations, and the save button.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components/Form';
import { Button } from '@tales/shared/ui';
import type { Language } from '@tales/shared/i18n';
import type { Translation } from '@tales/shared/supabase';
import { TextInput } from './fields';
import { suggestedReadTime, type FormValues } from './form-values';
import { GenrePicker } from './GenrePicker';
import { ImageField } from './ImageField';
import { LanguageTabs } from './LanguageTabs';
import { messages } from './messages';
import { ReadTimeField } from './ReadTimeField';
import { actions, form, grid } from './story-form.css';

type Props = {
  editing: boolean;
  values: FormValues;
  /** The cover URL of the saved story. */
  savedImageUrl: string;
  onChange: (update: (current: FormValues) => FormValues) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The outcome of the last action, shown under the button. */
  children?: ReactNode;
};

export function StoryForm({ editing, values, savedImageUrl, onChange, onSubmit, submitting, children }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const setTranslation = (lng: Language, next: Translation) =>
    onChange((current) => ({ ...current, translations: { ...current.translations, [lng]: next } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !uploading) onSubmit();
  };

  let submitLabel = editing ? t('story_form.update') : t('story_form.create');
  if (submitting) submitLabel = editing ? messages.updating : messages.saving;

  return (
    // Our own checks give SPEC's messages; the browser's would stop at the first empty field of the open tab.
    <Form className={form} onSubmit={submit} validationBehavior="aria" aria-busy={submitting || undefined}>
      <div className={grid}>
        <TextInput
          label={t('story_form.author')}
          value={values.author}
          onChange={set('author')}
          isDisabled={submitting}
        />
        <TextInput
          label={t('story_form.publish_date')}
          type="date"
          value={values.publishDate}
          onChange={set('publishDate')}
          description={t('story_form.publish_date_hint')}
          isDisabled={submitting}
        />
        <TextInput
          label={t('story_form.hashtags')}
          value={values.hashtags}
          onChange={set('hashtags')}
          description={t('story_form.hashtags_hint')}
          isDisabled={submitting}
        />
        <ReadTimeField
          value={values.readTime}
          onChange={set('readTime')}
          suggestion={suggestedReadTime(values)}
          isDisabled={submitting}
        />
      </div>
      <ImageField
        value={values.imageUrl}
        savedUrl={savedImageUrl}
        onChange={set('imageUrl')}
        onUploadingChange={setUploading}
        isDisabled={submitting}
      />
      <GenrePicker value={values.selectedTags} onChange={set('selectedTags')} isDisabled={submitting} />
      <LanguageTabs translations={values.translations} onChange={setTranslation} isDisabled={submitting} />
      <div className={actions}>
        <Button type="submit" variant="primary" size="lg" isDisabled={submitting || uploading}>
          {submitLabel}
        </Button>
      </div>
      {children}
    </Form>
  );
}
