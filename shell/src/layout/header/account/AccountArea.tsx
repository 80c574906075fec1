// The header's account area. A signed-out reader gets a plain login button from the shell, and mf-auth (its
// dialog, forms and menus) and Supabase Auth are fetched only when that button is pressed. mf-auth's account
// menu is loaded when there is something for it to show: a signed-in user, a session being restored from this
// device, or a password-reset step.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCodeNeeded } from '@tales/shared/boot';
import { useAuthStore, useSignInRequest } from '@tales/shared/stores';
import { preloadAuth } from '@tales/shared/supabase';
import { Button } from '@tales/shared/ui';
import { RemoteSlot } from '../../../federation/RemoteSlot';
import { accountMenu, authDialog } from '../../../federation/account-slots';
import { area, dialogSlot } from './account-area.css';

const noSubscription = () => () => undefined;

/** Read once per render on the device; the server (and hydration) always sees a signed-out reader. */
function useAccountCodeNeeded(): boolean {
  return useSyncExternalStore(noSubscription, accountCodeNeeded, () => false);
}

function LoginButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A page asking the reader to sign in (requestSignIn) opens the same dialog as this button.
  useEffect(
    () =>
      useSignInRequest.subscribe(() => {
        setOpen(true);
        preloadAuth();
      }),
    [],
  );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onPress={() => {
          setOpen(true);
          preloadAuth();
        }}
      >
        {t('account.login')}
      </Button>
      {open ? (
        // Out of the header's flow: the spinner or retry message while the dialog loads never moves the header.
        <span className={dialogSlot}>
          <RemoteSlot
            remote={authDialog.remote}
            expose={authDialog.expose}
            variant="inline"
            props={{ isOpen: true, onOpenChange: setOpen }}
          />
        </span>
      ) : null}
    </>
  );
}

export function AccountArea() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const restoring = useAuthStore((s) => s.isLoading);
  const recovering = useAuthStore((s) => s.passwordRecovery !== 'none');
  const stored = useAccountCodeNeeded();
  const menu = signedIn || recovering || (restoring && stored);
  return (
    <div className={area}>
      {menu ? <RemoteSlot remote={accountMenu.remote} expose={accountMenu.expose} variant="inline" /> : <LoginButton />}
    </div>
  );
}
