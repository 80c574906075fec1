// A story's genre tags as translated badges (`tags.{tag}`), used by the story card and the calendar.
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { tagList } from './badge.css';

export function TagBadges({ tags, label }: { tags: string[]; label: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className={tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="accent">{t(`tags.${tag}`, { defaultValue: tag })}</Badge>
        </li>
      ))}
    </ul>
  );
}
