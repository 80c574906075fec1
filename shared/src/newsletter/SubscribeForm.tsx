// The subscribe form of the footer, under each story and on the newsletter page. Server-rendered as a plain form
// that posts to the newsletter function (which answers a 303 back to the newsletter page), so it works without
// JavaScript; with JavaScript it posts the same fields with fetch and says the result in place.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, toLanguage } from '../i18n';
import { Button } from '../ui/button/Button';
import { newsletterActionUrl } from './action-url';
import type { NewsletterErrorCode } from './error-codes';
import * as styles from './newsletter.css';
import { SettingsFields } from './SettingsFields';

type State =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'pending' } | { kind: 'error'; code: NewsletterErrorCode };

export function SubscribeForm({
  headingLevel = 2,
  withLead = true,
}: {
  headingLevel?: 2 | 3;
  /** The one-line pitch under the heading; off where the page around the form already says it. */
  withLead?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const action = newsletterActionUrl('subscribe');
  if (!action) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = new FormData(event.currentTarget);
    setState({ kind: 'sending' });
    try {
      const { postNewsletterForm } = await import(/* webpackChunkName: "newsletter-submit" */ './submit');
      const answer = await postNewsletterForm('subscribe', form);
      setState(answer.ok ? { kind: 'pending' } : { kind: 'error', code: answer.code });
    } catch {
      // The code could not be loaded (offline, a deploy in between): the reader may send the form again.
      setState({ kind: 'error', code: 'generic' });
    }
  };

  return (
    <form className={styles.form} method="post" action={action} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('newsletter.title')}
      </Heading>
      {withLead ? <p className={styles.lead}>{t('newsletter.lead')}</p> : null}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t('newsletter.email')}
          </label>
          <input
            id={`${id}-email`}
            className={styles.control}
            type="email"
            name="email"
            required
            maxLength={255}
            autoComplete="email"
            aria-describedby={`${id}-status`}
          />
        </div>
        <SettingsFields language={lng} />
      </div>
      <input type="hidden" name="page" value={lng} />
      {/* Pending, not disabled: the button keeps focus while the answer comes, so the keyboard stays in the form. */}
      <Button type="submit" size="md" isPending={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('newsletter.sending') : t('newsletter.submit')}
      </Button>
      <p id={`${id}-status`} role="status" className={state.kind === 'error' ? styles.error : styles.status}>
        {state.kind === 'pending'
          ? t('newsletter.pending')
          : state.kind === 'error'
            ? t(`newsletter.errors.${state.code}`)
            : ''}
      </p>
      <p className={styles.note}>{t('newsletter.privacy')}</p>
    </form>
  );
}
