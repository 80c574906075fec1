// A row's link to edit a story, to read its page or to preview it as readers will see it, named with the story's
// title for screen readers.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { LinkButton } from '@tales/shared/ui';

type To = ReturnType<typeof useLocalizedPath>;

const targets = {
  edit: (to: To, id: string) => to('editStory', { id }),
  view: (to: To, id: string) => to('storyWithId', { storyId: id }),
  preview: (to: To, id: string) => `${to('storyPreview')}?id=${id}`,
};

export function StoryLink({ id, title, action }: { id: string; title: string; action: keyof typeof targets }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const label = t(`story_list.${action}`);
  return (
    <LinkButton to={targets[action](to, id)} variant="secondary" size="sm" aria-label={`${label}: ${title}`}>
      {label}
    </LinkButton>
  );
}
