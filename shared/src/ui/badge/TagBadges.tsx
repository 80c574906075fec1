// A labelled list of accent badges; TagBadges is a story's genre tags, translated under `tags.{tag}`, each one a
// link to its genre's page where the caller gives one (not inside a card that is itself a link).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { badgeLink, tagList } from './badge.css';

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

type TagBadgesProps = {
  tags: string[];
  label: string;
  /** The path of a tag's page: each badge then links to it. */
  linkFor?: (tag: string) => string;
};

export function TagBadges({ tags, label, linkFor }: TagBadgesProps) {
  const { t } = useTranslation();
  const name = (tag: string) => t(`tags.${tag}`, { defaultValue: tag });
  if (!linkFor) return <BadgeList items={tags.map(name)} label={label} />;
  if (tags.length === 0) return null;
  return (
    <ul className={tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={badgeLink} to={linkFor(tag)}>
            <Badge tone="accent">{name(tag)}</Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}
