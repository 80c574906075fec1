// `pnpm --filter mf-auth dev`: the account button on its own page, with the shell's i18n, theme, router and
// toasts, signed in against the runtime config's Supabase when there is one.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tales/shared/ui';
import { bootStandalone } from '@tales/shared/ui/standalone';
import AccountMenu from './account-menu/AccountMenu';

function Preview() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('auth.account')}</PageHeading>
      <AccountMenu />
    </>
  );
}

void bootStandalone(<Preview />);
