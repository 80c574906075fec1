// `pnpm --filter mf-auth dev`: the account button on its own page, with the shell's i18n, theme, router and toasts.
import { useTranslation } from 'react-i18next';
import { bootStandalone, PageHeading } from '@tales/shared/ui';
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
