// The admin pages' own links: the stories list, the schedule, the readers' figures and a new story; the current page is marked.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath, type RouteKey } from '@tales/shared/routing';
import { LinkButton } from '@tales/shared/ui';
import { currentLink, nav } from './overview.css';

const links = [
  { key: 'storyList', text: 'admin_nav.stories' },
  { key: 'schedule', text: 'admin_nav.schedule' },
  { key: 'readerStats', text: 'admin_nav.readers' },
  { key: 'newStory', text: 'admin_nav.new_story' },
] as const satisfies readonly { key: RouteKey; text: string }[];

export function AdminNav({ current }: { current: RouteKey }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className={nav} aria-label={t('admin_nav.label')}>
      {links.map((link) => (
        <LinkButton
          key={link.key}
          to={to(link.key)}
          variant={link.key === 'newStory' ? 'primary' : 'secondary'}
          size="sm"
          className={currentLink}
          aria-current={link.key === current ? 'page' : undefined}
        >
          {t(link.text)}
        </LinkButton>
      ))}
    </nav>
  );
}
