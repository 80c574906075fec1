import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { backLink as backLinkClass } from './story-page.css';

/** Back to the calendar, on the story's month when it is known. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('story_view.breadcrumb_label')}>
      <Link to={to} className={backLinkClass}>
        <span aria-hidden="true">←</span> {t('story_view.back_to_calendar')}
      </Link>
    </nav>
  );
}
