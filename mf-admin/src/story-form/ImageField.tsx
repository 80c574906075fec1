// The cover image (SPEC §3 imageUrl): pick a file (checked before upload), watch it upload, cancel, replace or remove.
// The story keeps the public URL; an upload replaced before it was ever saved is deleted so it is not left behind.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Button, buttonLook } from '@tales/shared/ui';
import { COVER_ACCEPT, removeCover, useCoverUpload, type CoverError } from '../cover';
import {
  actions,
  bannerText,
  coverPreview,
  error as errorClass,
  field,
  fieldset,
  hint,
  label,
  progressFill,
  progressTrack,
} from './story-form.css';
import { useFocusRescue } from './use-focus-rescue';

/** SPEC §8 gives these two storage messages: they are shown as it gives them. */
const specMessages = new Set(['storage/canceled', 'storage/retry-limit-exceeded']);

type Props = {
  value: string;
  /** The URL the saved story has: never deleted from here (the story still points at it until it is saved). */
  savedUrl: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  isDisabled?: boolean;
};

export function ImageField({ value, savedUrl, onChange, onUploadingChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const cover = useCoverUpload();
  const groupRef = useRef<HTMLDivElement>(null);
  // Choose, cancel and replace take each other's place: focus moves to the one now there.
  useFocusRescue(groupRef, () => groupRef.current?.querySelector<HTMLElement>('button:not([disabled])'));
  const uploading = cover.state.status === 'uploading';
  const progress = cover.state.status === 'uploading' ? cover.state.progress : null;
  const problemText = (error: CoverError) =>
    specMessages.has(error.code) ? error.message : t(`story_form.cover_errors.${error.code.replace('storage/', '')}`);
  const problem = cover.state.status === 'error' ? problemText(cover.state.error) : null;

  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const dropUnsaved = (url: string) => {
    if (url && url !== savedUrl) void removeCover(url).catch(() => undefined); // best effort: an orphan file harms no one
  };

  // The file is checked (type, size) before anything is sent; the hook's error state carries the message.
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const uploaded = await cover.upload(file);
    if (!uploaded) return;
    dropUnsaved(value);
    onChange(uploaded.publicUrl);
  };

  const remove = () => {
    dropUnsaved(value);
    cover.reset();
    onChange('');
  };

  return (
    <div className={fieldset} role="group" aria-labelledby={labelId} ref={groupRef}>
      <span id={labelId} className={label}>
        {t('story_form.image')}
      </span>
      <span className={hint}>{t('story_form.image_hint')}</span>
      {value ? (
        <img className={coverPreview} src={value} alt={t('story_form.image_preview')} width={320} height={180} />
      ) : null}
      {uploading ? (
        <ProgressBar className={field} value={Math.round((progress ?? 0) * 100)}>
          {({ percentage, valueText }) => (
            <>
              <Label className={hint}>
                {t('story_form.uploading')} · {valueText}
              </Label>
              <div className={progressTrack}>
                <div className={progressFill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      <div className={actions}>
        {uploading ? (
          <Button variant="secondary" size="sm" onPress={cover.cancel}>
            {t('story_form.cancel_upload')}
          </Button>
        ) : (
          <>
            {/* FileTrigger wires its press into react-aria's Button, styled as the shared one. */}
            <FileTrigger acceptedFileTypes={[...COVER_ACCEPT]} onSelect={(files) => void choose(files)}>
              <AriaButton {...buttonLook({ variant: 'secondary', size: 'sm' })} isDisabled={isDisabled}>
                {value ? t('story_form.replace_image') : t('story_form.choose_image')}
              </AriaButton>
            </FileTrigger>
            {value ? (
              <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={remove}>
                {t('story_form.remove_image')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {problem ? (
        <div className={errorClass} role="alert">
          <p className={bannerText}>{problem}</p>
        </div>
      ) : null}
    </div>
  );
}
