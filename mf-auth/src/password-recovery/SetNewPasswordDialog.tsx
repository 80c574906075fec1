// After a reset link signed the reader in (Supabase's PASSWORD_RECOVERY): choose the new password, saved with
// updateUser. Closing without saving ends the recovery step; the reader stays signed in by the link.
import { useTranslation } from 'react-i18next';
import { setPasswordRecovery, useAuthStore } from '@tales/shared/stores';
import { updatePassword } from '@tales/shared/supabase/auth';
import { ModalDialog, showToast } from '@tales/shared/ui';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { intro } from '../forms/forms.css';
import { canSubmitNewPassword, validateNewPassword } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';

function NewPasswordForm() {
  const { t } = useTranslation();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    canSubmit: canSubmitNewPassword,
    onSubmit: async ({ password }) => {
      try {
        await updatePassword(password);
        showToast({
          title: t('auth.new_password.success'),
          description: t('auth.new_password.success_description'),
          variant: 'success',
        });
      } catch (error) {
        showAuthErrorToast(t, error, 'updatePassword');
      }
    },
  });
  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t('auth.new_password.submit')}
      submittingLabel={t('auth.new_password.submitting')}
      submitting={submitting}
      canSubmit={canSubmit}
    >
      <p className={intro}>{t('auth.new_password.description', { email })}</p>
      <NewPasswordFields field={field} />
    </AuthForm>
  );
}

export default function SetNewPasswordDialog() {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && setPasswordRecovery('none')}
      title={t('auth.new_password.title')}
      closeLabel={t('common.close')}
    >
      <NewPasswordForm />
    </ModalDialog>
  );
}
