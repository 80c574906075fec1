// A labelled list of accent badges; TagBadges is a story's genre tags, translated under `tags.{tag}`.
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { tagList } from './badge.css';

export function BadgeList({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={tagList} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="accent">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function TagBadges({ tags, label }: { tags: string[]; label: string }) {
  const { t } = useTranslation();
  return <BadgeList items={tags.map((tag) => t(`tags.${tag}`, { defaultValue: tag }))} label={label} />;
}
