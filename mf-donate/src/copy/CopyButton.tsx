// A button that copies a value, shows "Copied" for 2 s and announces it (SPEC §4).
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard, visuallyHidden, type CopyToClipboardOptions } from '@tales/shared/ui';
import { button } from './copy-button.css';
import { CheckIcon, CopyIcon } from './copy-icons';

export type CopyButtonProps = CopyToClipboardOptions & {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied ("Alias"), so the accessible name says "Copy Alias" rather than a bare "Copy". */
  item?: string;
  /** Visible label while idle; defaults to `copy.copy`. */
  label?: string;
  className?: string;
};

export function CopyButton({ value, item, label, className, successMessage, errorMessage }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard({ successMessage, errorMessage });

  const visibleLabel = copied ? t('copy.copied') : (label ?? t('copy.copy'));
  const accessibleName = item ? t(copied ? 'copy.copied_item' : 'copy.copy_item', { item }) : undefined;
  const announcement = item ? t('copy.copied_item', { item }) : t('copy.copied');

  return (
    <>
      <button
        type="button"
        className={className ? `${button} ${className}` : button}
        aria-label={accessibleName}
        data-copied={copied || undefined}
        onClick={() => void copy(value)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span>{visibleLabel}</span>
      </button>
      {/* Always in the DOM so the polite announcement is picked up when its text appears. */}
      <span role="status" className={visuallyHidden}>
        {copied ? announcement : ''}
      </span>
    </>
  );
}
