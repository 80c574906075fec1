// Sign up (SPEC §5): name, email, password and its confirmation; the account-created toast, then the dialog
// closes once the user is in the store.
import { useTranslation } from 'react-i18next';
import { signUp } from '@tales/shared/supabase/auth';
import { showToast } from '@tales/shared/ui';
import { AuthForm } from '../forms/AuthForm';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { FormField } from '../forms/FormField';
import { canSubmitSignup, PASSWORD_MIN_LENGTH, validateSignup } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';

export function SignupForm({ onNeedsConfirmation }: { onNeedsConfirmation: () => void }) {
  const { t } = useTranslation();
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignup,
    canSubmit: canSubmitSignup,
    onSubmit: async ({ name, email, password }) => {
      try {
        const result = await signUp(name, email, password);
        if (result.needsEmailConfirmation) {
          showToast({
            title: t('auth.signup_form.confirm_email'),
            description: t('auth.signup_form.confirm_email_description', { email: email.trim() }),
            variant: 'info',
          });
          onNeedsConfirmation();
          return;
        }
        showToast({
          title: t('auth.signup_form.success'),
          description: t('auth.signup_form.success_description', { name: name.trim() }),
          variant: 'success',
        });
      } catch (error) {
        showAuthErrorToast(t, error, 'signup');
      }
    },
  });

  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t('auth.signup_form.submit')}
      submittingLabel={t('auth.signup_form.submitting')}
      submitting={submitting}
      canSubmit={canSubmit}
    >
      <FormField label={t('auth.signup_form.name')} autoComplete="name" binding={field('name')} />
      <FormField label={t('auth.signup_form.email')} type="email" autoComplete="email" binding={field('email')} />
      <FormField
        label={t('auth.signup_form.password')}
        type="password"
        autoComplete="new-password"
        description={t('auth.signup_form.password_hint', { count: PASSWORD_MIN_LENGTH })}
        binding={field('password')}
      />
      <FormField
        label={t('auth.signup_form.confirm_password')}
        type="password"
        autoComplete="new-password"
        binding={field('confirmPassword')}
      />
    </AuthForm>
  );
}
