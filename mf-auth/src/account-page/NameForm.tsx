// The display name shown in the account menu: saved to the profile, shown at once.
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@tales/shared/stores';
import { showToast } from '@tales/shared/ui';
import { AuthForm } from '../forms/AuthForm';
import { FormField } from '../forms/FormField';
import { canSubmitName, NAME_MIN_LENGTH, validateName } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { saveDisplayName } from './account.data';
import { accountErrorMessage } from './account-error-message';

export function NameForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { field, submitting, canSubmit, handleSubmit } = useAuthForm({
    initial: { name: user.displayName },
    validate: validateName,
    canSubmit: canSubmitName,
    onSubmit: async ({ name }) => {
      try {
        await saveDisplayName(user.id, name);
        showToast({ title: t('auth.account_page.name.saved'), variant: 'success' });
      } catch (error) {
        showToast({
          title: t('auth.account_page.name.failed'),
          description: accountErrorMessage(t, error),
          variant: 'error',
        });
      }
    },
  });
  return (
    <AuthForm
      onSubmit={handleSubmit}
      submitLabel={t('auth.account_page.name.submit')}
      submittingLabel={t('auth.account_page.saving')}
      submitting={submitting}
      canSubmit={canSubmit}
    >
      <FormField
        label={t('auth.account_page.name.label')}
        autoComplete="nickname"
        description={t('auth.account_page.name.hint', { count: NAME_MIN_LENGTH })}
        binding={field('name')}
      />
    </AuthForm>
  );
}
