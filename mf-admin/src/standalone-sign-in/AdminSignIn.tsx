// The admin page on its own has no site header to log in from: this form signs in against the runtime config's
// API, and the auth store (kept by the standalone boot) then says whether the account is an administrator.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthActionError, authErrorToastKeys, signIn } from '@tales/shared/supabase/auth';
import { Button, PageHeading } from '@tales/shared/ui';
import { TextInput } from '../story-form/fields';
import { bannerText, error as errorClass, form, page } from '../story-form/story-form.css';

export function AdminSignIn({ signedInAs }: { signedInAs: string | undefined }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ title: string; description: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setFailure(undefined);
    try {
      await signIn(email, password);
    } catch (error) {
      setFailure(authErrorToastKeys(error instanceof AuthActionError ? error.code : 'auth_error'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={page}>
      <PageHeading>{t('admin.standalone.sign_in_title')}</PageHeading>
      <p>{signedInAs ? t('admin.standalone.not_admin', { email: signedInAs }) : t('admin.standalone.sign_in_intro')}</p>
      <form className={form} onSubmit={(event) => void submit(event)}>
        <TextInput
          label={t('admin.standalone.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <TextInput
          label={t('admin.standalone.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        {failure ? (
          <div className={errorClass} role="alert" data-tone="error">
            <p className={bannerText}>
              <strong>{t(failure.title)}</strong> {t(failure.description)}
            </p>
          </div>
        ) : null}
        <div>
          <Button type="submit" variant="primary" isDisabled={submitting}>
            {t('admin.standalone.sign_in')}
          </Button>
        </div>
      </form>
    </div>
  );
}
