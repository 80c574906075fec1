// The admin story form (SPEC §2–§5): story details, genres, the eight translations, and the save button, all in
// the interface language (dates too: react-aria formats them for the locale given here), but for SPEC's messages.
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components/Form';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Button } from '@tales/shared/ui';
import { bcp47, fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import type { Translation } from '@tales/shared/supabase';
import { TextInput } from './fields';
import { suggestedReadTime, type FormValues } from './form-values';
import { GenrePicker } from './GenrePicker';
import { ImageField } from './ImageField';
import { LanguageTabs } from './LanguageTabs';
import { messages } from './messages';
import { PreviewButton } from './PreviewButton';
import { PublishDateField } from './PublishDateField';
import { ReadTimeField } from './ReadTimeField';
import { actions, form, grid } from './story-form.css';

type Props = {
  editing: boolean;
  /** The saved story's id, when editing one. */
  storyId?: string;
  values: FormValues;
  /** The cover URL of the saved story. */
  savedImageUrl: string;
  onChange: (update: (current: FormValues) => FormValues) => void;
  onSubmit: () => void;
  /** A save is under way: the submit button is pending (it keeps focus) and says so. */
  saving: boolean;
  /** Nothing may change (saving, or the new story is saved); the fields keep their text and focus. */
  readOnly: boolean;
  /** Without a submit button: the new story is saved, and the status below offers what comes next. */
  hideSubmit?: boolean;
  /** The form's first field, where focus starts over. */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The outcome of the last action, shown under the button. */
  children?: ReactNode;
};

export function StoryForm({
  editing,
  storyId,
  values,
  savedImageUrl,
  onChange,
  onSubmit,
  saving,
  readOnly,
  hideSubmit,
  firstFieldRef,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const locale = bcp47[toLanguage(i18n.language) ?? fallbackLanguage];
  const [uploading, setUploading] = useState(false);
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const setTranslation = (lng: Language, next: Translation) =>
    onChange((current) => ({ ...current, translations: { ...current.translations, [lng]: next } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly && !uploading) onSubmit();
  };

  let submitLabel = editing ? t('story_form.update') : t('story_form.create');
  if (saving) submitLabel = editing ? messages.updating : messages.saving;

  return (
    <I18nProvider locale={locale}>
      {/* Our own checks give SPEC's messages; the browser's would stop at the first empty field of the open tab. */}
      <Form className={form} onSubmit={submit} validationBehavior="aria" aria-busy={saving || undefined}>
        <div className={grid}>
          <TextInput
            label={t('story_form.author')}
            value={values.author}
            onChange={set('author')}
            isReadOnly={readOnly}
            inputRef={firstFieldRef}
          />
          <PublishDateField
            label={t('story_form.publish_date')}
            value={values.publishDate}
            onChange={set('publishDate')}
            description={t('story_form.publish_date_hint')}
            isReadOnly={readOnly}
          />
          <TextInput
            label={t('story_form.hashtags')}
            value={values.hashtags}
            onChange={set('hashtags')}
            description={t('story_form.hashtags_hint')}
            isReadOnly={readOnly}
          />
          <ReadTimeField
            value={values.readTime}
            onChange={set('readTime')}
            suggestion={suggestedReadTime(values)}
            isReadOnly={readOnly}
          />
        </div>
        <ImageField
          value={values.imageUrl}
          savedUrl={savedImageUrl}
          onChange={set('imageUrl')}
          onUploadingChange={setUploading}
          isDisabled={readOnly}
        />
        <GenrePicker value={values.selectedTags} onChange={set('selectedTags')} isReadOnly={readOnly} />
        <LanguageTabs translations={values.translations} onChange={setTranslation} isReadOnly={readOnly} />
        {hideSubmit ? null : (
          <div className={actions}>
            <Button type="submit" variant="primary" size="lg" isDisabled={uploading && !saving} isPending={saving}>
              {submitLabel}
            </Button>
            <PreviewButton values={values} storyId={storyId} />
          </div>
        )}
        {children}
      </Form>
    </I18nProvider>
  );
}
