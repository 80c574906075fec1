// A new password for the signed-in reader, typed twice; the session stays as it is. A saved form starts empty
// again, so the password is not left on the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '@tales/shared/supabase/auth';
import { showToast } from '@tales/shared/ui';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { canSubmitNewPassword, validateNewPassword } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';

function PasswordFields({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    canSubmit: canSubmitNewPassword,
    onSubmit: async ({ password }) => {
      try {
        await updatePassword(password);
        showToast({ title: t('auth.account_page.password.saved'), variant: 'success' });
        onSaved();
      } catch (error) {
        showAuthErrorToast(t, error, 'updatePassword');
      }
    },
  });
  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t('auth.account_page.password.submit')}
      submittingLabel={t('auth.account_page.saving')}
      submitting={submitting}
      canSubmit={canSubmit}
    >
      <NewPasswordFields field={field} />
    </AuthForm>
  );
}

export function PasswordForm() {
  const [saves, setSaves] = useState(0);
  return <PasswordFields key={saves} onSaved={() => setSaves((count) => count + 1)} />;
}
