// Toasts of the account actions (SPEC §8): an error's code picks its title and description.
import type { TFunction } from 'i18next';
import { authErrorToastKeys, toAuthErrorCode, type AuthAction } from '@tales/shared/supabase/auth';
import { showToast } from '@tales/shared/ui';

export function showAuthErrorToast(t: TFunction, error: unknown, action: AuthAction): void {
  const keys = authErrorToastKeys(toAuthErrorCode(error, action));
  showToast({ title: t(keys.title), description: t(keys.description), variant: 'error' });
}
