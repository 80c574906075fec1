// A row's link to edit a story or to read its page, named with the story's title for screen readers.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { LinkButton } from '@tales/shared/ui';

export function StoryLink({ id, title, action }: { id: string; title: string; action: 'edit' | 'view' }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const label = t(`story_list.${action}`);
  return (
    <LinkButton
      to={action === 'edit' ? to('editStory', { id }) : to('storyWithId', { storyId: id })}
      variant="secondary"
      size="sm"
      aria-label={`${label}: ${title}`}
    >
      {label}
    </LinkButton>
  );
}
