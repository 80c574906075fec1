// A new password typed twice, as the reset link's dialog and the account page ask for it.
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import { PASSWORD_MIN_LENGTH } from './rules';
import type { FieldBinding } from './use-auth-form';

export function NewPasswordFields({ field }: { field: (name: 'password' | 'confirmPassword') => FieldBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('auth.new_password.password')}
        type="password"
        autoComplete="new-password"
        description={t('auth.signup_form.password_hint', { count: PASSWORD_MIN_LENGTH })}
        binding={field('password')}
      />
      <FormField
        label={t('auth.new_password.confirm_password')}
        type="password"
        autoComplete="new-password"
        binding={field('confirmPassword')}
      />
    </>
  );
}
