// Any unknown path (SPEC §2): kept out of search results, with a way home.
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@tales/shared/routing';
import { LinkButton, PageHeading } from '@tales/shared/ui';
import { page } from './not-found.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section className={page}>
      <PageHeading description={t('notFound.description')}>{t('notFound.title')}</PageHeading>
      <LinkButton to={to('home')}>{t('notFound.home_link')}</LinkButton>
    </section>
  );
}
