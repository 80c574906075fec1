// Copy with feedback: a short "copied" state plus a success or failure toast (SPEC §4, §8, §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/toast-queue';
import { writeClipboardText } from './clipboard';

/** How long a copy button shows its copied state (SPEC §9). */
export const COPIED_STATE_MS = 2000;
/** How long the copy toasts stay (SPEC §9). */
export const COPY_TOAST_MS = 2000;

export type CopyToClipboardOptions = {
  /** Toast title on success; defaults to `copy.success`. */
  successMessage?: string;
  /** Toast title on failure; defaults to `copy.error`. */
  errorMessage?: string;
};

export type CopyToClipboard = {
  /** True for COPIED_STATE_MS after the last successful copy. */
  copied: boolean;
  /** Copies `text`; resolves to whether it worked (it never rejects). */
  copy: (text: string) => Promise<boolean>;
};

export function useCopyToClipboard({ successMessage, errorMessage }: CopyToClipboardOptions = {}): CopyToClipboard {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(resetTimer.current);
      try {
        await writeClipboardText(text);
      } catch {
        if (mounted.current) setCopied(false);
        showToast(
          { title: errorMessage ?? t('copy.error'), description: t('copy.error_hint'), variant: 'error' },
          COPY_TOAST_MS,
        );
        return false;
      }
      showToast({ title: successMessage ?? t('copy.success'), variant: 'success' }, COPY_TOAST_MS);
      if (mounted.current) {
        setCopied(true);
        resetTimer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
      }
      return true;
    },
    [errorMessage, successMessage, t],
  );

  return { copied, copy };
}
