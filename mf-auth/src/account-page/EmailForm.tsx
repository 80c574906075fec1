// Moving the account to another email: Supabase Auth mails a link to the current address and one to the new one,
// and the email changes once both are followed (so nobody takes an address by naming it). Both links lead back
// to this page, which says where the change stands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { requestEmailChange } from '@tales/shared/supabase/auth';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { FormField } from '../forms/FormField';
import { canSubmitEmail, validateEmail, type EmailValues } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { text } from './account-page.css';

export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [sentTo, setSentTo] = useState('');
  const validate = (values: EmailValues) => {
    const errors = validateEmail(values);
    if (!errors.email && values.email.trim().toLowerCase() === email.toLowerCase())
      return { email: { key: 'auth.account_page.email.same' } };
    return errors;
  };
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { email: '' },
    validate,
    canSubmit: canSubmitEmail,
    onSubmit: async ({ email: next }) => {
      try {
        await requestEmailChange(next, new URL(to('account'), window.location.origin).toString());
        setSentTo(next.trim());
      } catch (error) {
        showAuthErrorToast(t, error, 'updateEmail');
      }
    },
  });
  return (
    <>
      <p className={text}>{t('auth.account_page.email.current', { email })}</p>
      <AuthForm
        onSubmit={handleSubmit}
        submitLabel={t('auth.account_page.email.submit')}
        submittingLabel={t('auth.account_page.sending')}
        submitting={submitting}
        canSubmit={canSubmit}
      >
        <FormField
          label={t('auth.account_page.email.label')}
          type="email"
          autoComplete="email"
          binding={field('email')}
        />
      </AuthForm>
      <p role="status" className={text}>
        {sentTo ? t('auth.account_page.email.sent', { current: email, next: sentTo }) : null}
      </p>
    </>
  );
}
