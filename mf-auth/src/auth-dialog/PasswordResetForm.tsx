// Password reset (SPEC §5): one email field; after sending, the check-your-email confirmation (also for an
// address without an account, so nobody learns who has one), here or where `onSent` shows it.
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { requestPasswordReset } from '@tales/shared/supabase/auth';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { FormField } from '../forms/FormField';
import { intro, notice, noticeText, noticeTitle } from '../forms/forms.css';
import { canSubmitReset, validateReset } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';

/** The check-your-email confirmation; focusable from code, so focus can rest on it when the form goes away. */
export function ResetSentNotice({ email, ref }: { email: string; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <div className={notice} role="status" tabIndex={-1} ref={ref}>
      <h3 className={noticeTitle}>{t('auth.password_reset.sent_title')}</h3>
      <p className={noticeText}>{t('auth.password_reset.sent_description', { email })}</p>
    </div>
  );
}

type PasswordResetFormProps = {
  submitLabelKey?: string;
  /** Called with the address once the mail is sent; without it, the form shows the confirmation itself. */
  onSent?: (email: string) => void;
};

export function PasswordResetForm({ submitLabelKey = 'auth.password_reset.submit', onSent }: PasswordResetFormProps) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { email: '' },
    validate: validateReset,
    canSubmit: canSubmitReset,
    onSubmit: async ({ email }) => {
      try {
        await requestPasswordReset(email, toLanguage(i18n.language) ?? fallbackLanguage);
        if (onSent) onSent(email.trim());
        else setSentTo(email.trim());
      } catch (error) {
        showAuthErrorToast(t, error, 'reset');
      }
    },
  });

  if (sentTo !== null) return <ResetSentNotice email={sentTo} />;
  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t(submitLabelKey)}
      submittingLabel={t('auth.password_reset.submitting')}
      submitting={submitting}
      canSubmit={canSubmit}
    >
      <p className={intro}>{t('auth.password_reset.description')}</p>
      <FormField label={t('auth.password_reset.email')} type="email" autoComplete="email" binding={field('email')} />
    </AuthForm>
  );
}
