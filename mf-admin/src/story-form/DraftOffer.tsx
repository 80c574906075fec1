// A draft left by a reload or a crash is offered back before anything overwrites it.
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { formatDate, useDateLocale } from './date-locale';
import type { Draft } from './drafts';
import { actions, bannerText, notice } from './story-form.css';

type Props = { draft: Draft; onRestore: () => void; onDiscard: () => void };

export function DraftOffer({ draft, onRestore, onDiscard }: Props) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const savedAt = new Date(draft.savedAt);
  const when = Number.isNaN(savedAt.getTime()) ? '' : formatDate(savedAt, 'PPp', locale);
  return (
    <section className={notice} aria-label={t('story_form.draft_title')}>
      <p className={bannerText}>{t('story_form.draft_found', { when })}</p>
      <div className={actions}>
        <Button variant="primary" onPress={onRestore}>
          {t('story_form.restore_draft')}
        </Button>
        <Button variant="ghost" onPress={onDiscard}>
          {t('story_form.discard_draft')}
        </Button>
      </div>
    </section>
  );
}
