// Shows the step a password-reset link leads to, if any; each dialog is its own chunk, fetched only then.
import { lazy, Suspense } from 'react';
import { useAuthStore } from '@tales/shared/stores';

const SetNewPasswordDialog = lazy(() => import('./SetNewPasswordDialog'));
const RecoveryLinkInvalidDialog = lazy(() => import('./RecoveryLinkInvalidDialog'));

export function PasswordRecovery() {
  const step = useAuthStore((s) => s.passwordRecovery);
  const signedIn = useAuthStore((s) => s.user !== null);
  if (step === 'none') return null;
  return (
    <Suspense fallback={null}>
      {step === 'link_invalid' ? <RecoveryLinkInvalidDialog /> : null}
      {/* The link's session must be in the store first, so the form can name the account. */}
      {step === 'set_password' && signedIn ? <SetNewPasswordDialog /> : null}
    </Suspense>
  );
}
