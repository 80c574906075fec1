// The auth dialog (exposed as ./AuthDialog; SPEC §2, §4): title, description, login and signup tabs, and the
// password-reset view reached from "forgot password", which returns to the login tab when the mail is sent or
// the reader goes back. It closes and calls onSuccess as soon as a user exists.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthDialogProps, AuthView, ExposedComponent } from '@tales/shared/federation';
import { useAuthStore } from '@tales/shared/stores';
import { Button, ModalDialog, preloadModalDialog } from '@tales/shared/ui';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import { intro } from '../forms/forms.css';
import { LoginForm } from './LoginForm';
import { PasswordResetForm, ResetSentNotice } from './PasswordResetForm';
import { SignupForm } from './SignupForm';
import { backRow, body, resetTitle } from './auth-dialog.css';

// This module is fetched to be opened: the dialog's own code comes alongside, not after the first render.
preloadModalDialog();

function AuthDialogBody({ initialView }: { initialView: AuthView }) {
  const { t } = useTranslation();
  const [view, setView] = useState<AuthView>(initialView);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  // Leaving the reset view unmounts what had focus: focus moves to the confirmation, or to the login tab, so the
  // keyboard stays in the dialog.
  const leftReset = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view !== 'login' || !leftReset.current) return;
    leftReset.current = false;
    if (noticeRef.current) noticeRef.current.focus();
    else {
      // The tabs render once their collection is built, a frame after this effect.
      const frame = requestAnimationFrame(() =>
        bodyRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
      );
      return () => cancelAnimationFrame(frame);
    }
  }, [view]);
  const backToLogin = (sentTo: string | null) => {
    leftReset.current = true;
    setResetSentTo(sentTo);
    setView('login');
  };

  if (view === 'reset') {
    return (
      <div className={body}>
        <h3 className={resetTitle}>{t('auth.password_reset.title')}</h3>
        <PasswordResetForm onSent={backToLogin} />
        <div className={backRow}>
          <Button variant="secondary" onPress={() => backToLogin(null)}>
            {t('auth.password_reset.back_to_login')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={body} ref={bodyRef}>
      {resetSentTo !== null ? (
        <ResetSentNotice email={resetSentTo} ref={noticeRef} />
      ) : (
        <p className={intro}>{t('auth.dialog_description')}</p>
      )}
      <Tabs selectedKey={view} onSelectionChange={(key) => setView(key === 'signup' ? 'signup' : 'login')}>
        <TabList aria-label={t('auth.tabs_label')}>
          <Tab id="login">{t('auth.tabs.login')}</Tab>
          <Tab id="signup">{t('auth.tabs.signup')}</Tab>
        </TabList>
        <TabPanel id="login">
          <LoginForm
            onForgotPassword={() => {
              setResetSentTo(null);
              setView('reset');
            }}
          />
        </TabPanel>
        <TabPanel id="signup">
          <SignupForm onNeedsConfirmation={() => setView('login')} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function AuthDialog({ isOpen = false, onOpenChange, onSuccess, initialView = 'login' }: AuthDialogProps) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  // The latest callbacks, without re-running the effect when a parent passes new closures.
  const finish = useEffectEvent(() => {
    onOpenChange?.(false);
    onSuccess?.();
  });
  // Once per sign-in: a refreshed session replaces the user object but is not a new success.
  const reported = useRef(false);
  useEffect(() => {
    if (!user) reported.current = false;
    else if (isOpen && !reported.current) {
      reported.current = true;
      finish();
    }
  }, [isOpen, user]);

  return (
    <ModalDialog
      isOpen={isOpen && !user}
      onOpenChange={onOpenChange}
      title={t('auth.dialog_title')}
      closeLabel={t('common.close')}
    >
      <AuthDialogBody initialView={initialView} />
    </ModalDialog>
  );
}

export default AuthDialog satisfies ExposedComponent<'auth', './AuthDialog'>;
