// The signed-in reader's account: name, email, password, a copy of their data, deletion. A chunk of its own that
// only a session downloads (named account-… so the service worker keeps it only for a session).
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@tales/shared/stores';
import { AccountSection } from './AccountSection';
import { DeleteAccount } from './DeleteAccount';
import { DownloadData } from './DownloadData';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

export default function AccountSettings({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  return (
    <>
      <AccountSection title={t('auth.account_page.name.title')}>
        <NameForm user={user} />
      </AccountSection>
      <AccountSection title={t('auth.account_page.email.title')}>
        <EmailForm email={user.email} />
      </AccountSection>
      <AccountSection title={t('auth.account_page.password.title')}>
        <PasswordForm />
      </AccountSection>
      <AccountSection title={t('auth.account_page.data.title')}>
        <DownloadData />
      </AccountSection>
      <AccountSection title={t('auth.account_page.delete.section')}>
        <DeleteAccount />
      </AccountSection>
    </>
  );
}
