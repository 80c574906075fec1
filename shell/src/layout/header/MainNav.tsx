import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
import { nav, navLink, navList } from './header.css';

const items = ['home', 'calendar', 'about'] as const;

/** Home, calendar and about; NavLink marks the current page with aria-current="page". */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className={nav} aria-label={t('nav.label')}>
      <ul className={navList}>
        {items.map((key) => (
          <li key={key}>
            <NavLink to={to(key)} end className={navLink} onClick={onNavigate}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
