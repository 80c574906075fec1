// Site header (SPEC §2): title home link, main nav, the search field, language and theme pickers, the account
// area, and below 720px a disclosure button that folds the nav, search field and pickers away (a search link stays).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { fallbackLanguage } from '@tales/shared/i18n';
import { convertPath, useLocalizedPath } from '@tales/shared/routing';
import { Button } from '@tales/shared/ui';
import { AccountArea } from './account/AccountArea';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { SearchField, SearchLink } from './SearchField';
import { ThemeSwitcher } from './ThemeSwitcher';
import { account, header, inner, menuToggle, panel, switchers, title } from './header.css';

const PANEL_ID = 'site-menu';

export function Header() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened: any navigation (back button too) folds it. The same
  // page in another language is the same page, so choosing a language keeps the menu and the focus where they are.
  const page = convertPath(pathname, fallbackLanguage);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const close = () => setOpenOn(null);

  return (
    <header className={header}>
      <div className={inner}>
        <Link to={to('home')} className={title}>
          {t('app.title')}
        </Link>
        <SearchLink />
        <div className={menuToggle}>
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            aria-label={open ? t('nav.menu_close') : t('nav.menu_open')}
            onPress={() => setOpenOn(open ? null : page)}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
          </Button>
        </div>
        <div id={PANEL_ID} className={panel} data-open={open}>
          <MainNav onNavigate={close} />
          <SearchField />
          <div className={switchers}>
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
        <div className={account}>
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
