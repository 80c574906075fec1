// Login (SPEC §5): email and password; success toast, then the dialog closes once the user is in the store.
import { useTranslation } from 'react-i18next';
import { signIn } from '@tales/shared/supabase/auth';
import { Button, showToast } from '@tales/shared/ui';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { FormField } from '../forms/FormField';
import { textLink } from '../forms/forms.css';
import { canSubmitLogin, validateLogin } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { email: '', password: '' },
    validate: validateLogin,
    canSubmit: canSubmitLogin,
    onSubmit: async ({ email, password }) => {
      try {
        const user = await signIn(email, password);
        const name =
          typeof user.user_metadata?.name === 'string' && user.user_metadata.name
            ? user.user_metadata.name
            : (user.email ?? email);
        showToast({
          title: t('auth.login_success'),
          description: t('auth.login_success_description', { name }),
          variant: 'success',
        });
      } catch (error) {
        showAuthErrorToast(t, error, 'login');
      }
    },
  });

  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t('auth.login_form.submit')}
      submittingLabel={t('auth.login_form.submitting')}
      submitting={submitting}
      canSubmit={canSubmit}
      footer={
        <Button variant="ghost" className={textLink} onPress={onForgotPassword} isPending={submitting}>
          {t('auth.login_form.forgot_password')}
        </Button>
      }
    >
      <FormField label={t('auth.login_form.email')} type="email" autoComplete="email" binding={field('email')} />
      <FormField
        label={t('auth.login_form.password')}
        type="password"
        autoComplete="current-password"
        binding={field('password')}
      />
    </AuthForm>
  );
}
