// Placeholder until mf-admin's own issue: the admin story page shows its heading (new or edit by :id).
// Reached only through the shell's admin guard; kept out of search engines (SPEC §2).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeading, usePageMeta } from '@tales/shared/ui';

export default function StoryFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = id ? t('admin.edit_story_title') : t('admin.new_story_title');
  usePageMeta({ title: `${title} · ${t('app.title')}`, noindex: true, nofollow: true });
  return <PageHeading>{title}</PageHeading>;
}
