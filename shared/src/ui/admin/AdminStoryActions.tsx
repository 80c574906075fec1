// What only admins see beside a story (reader's story view, calendar day cards): an Edit link to the admin
// form (mf-admin loads only when it is followed) and a Scheduled badge for stories not yet public.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { useAuthStore } from '@tales/shared/stores';
import { Badge } from '../badge/Badge';
import { LinkButton } from '../button/Button';

/** Published later than `now`: only admins can read it (RLS), readers never see it. */
export function isScheduled(publishDate: Date | null, now: Date = new Date()): boolean {
  return publishDate !== null && publishDate.getTime() > now.getTime();
}

type EditProps = { storyId: string; storyTitle: string; className?: string };

export function EditStoryLink({ storyId, storyTitle, className }: EditProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  if (!isAdmin) return null;
  const label = t('admin_actions.edit_story');
  return (
    <LinkButton
      to={to('editStory', { id: storyId })}
      variant="secondary"
      size="sm"
      className={className}
      aria-label={`${label}: ${storyTitle}`}
    >
      {label}
    </LinkButton>
  );
}

export function ScheduledBadge({ publishDate }: { publishDate: Date | null }) {
  const { t } = useTranslation();
  if (!isScheduled(publishDate)) return null;
  return <Badge tone="accent">{t('admin_actions.scheduled')}</Badge>;
}
