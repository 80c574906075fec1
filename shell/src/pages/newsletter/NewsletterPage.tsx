// The daily mail's page, where its links and the newsletter function's redirects lead: subscribe, the Confirm
// button of a confirmation link (confirming is a POST: mail scanners open links), a manage link's settings and
// unsubscribe, and the result of each step (`?status=…&code=…`). Every form is a plain form that posts to the
// function, which answers with a 303 back here, so the page works the same with and without JavaScript.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import {
  newsletterActionUrl,
  newsletterErrorCode,
  newsletterStyles,
  SettingsFields,
  SubscribeForm,
} from '@tales/shared/newsletter';
import { buttonLook, Card, PageHeading, sectionTitle } from '@tales/shared/ui';
import * as styles from './newsletter-page.css';
import { useNewsletterSettings } from './newsletter-settings';

const statuses = ['pending', 'confirmed', 'saved', 'unsubscribed', 'error'] as const;
type Status = (typeof statuses)[number];
const statusOf = (value: string | null): Status | undefined =>
  (statuses as readonly (string | null)[]).includes(value) ? (value as Status) : undefined;

function Hidden({ token, lng }: { token: string; lng: Language }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="page" value={lng} />
    </>
  );
}

function ConfirmForm({ token, lng }: { token: string; lng: Language }) {
  const { t } = useTranslation();
  return (
    <Card as="section">
      <form method="post" action={newsletterActionUrl('confirm')} className={styles.form}>
        <h2 className={sectionTitle}>{t('newsletter.confirmTitle')}</h2>
        <p className={styles.text}>{t('newsletter.confirmText')}</p>
        <Hidden token={token} lng={lng} />
        <button type="submit" {...buttonLook({ size: 'lg' }, styles.action)}>
          {t('newsletter.confirm')}
        </button>
      </form>
    </Card>
  );
}

function ManageForms({ token, lng }: { token: string; lng: Language }) {
  const { t } = useTranslation();
  // Read in the browser: the server renders the page with the defaults, never with a reader's address.
  const { data: settings } = useNewsletterSettings(token);
  const language = toLanguage(settings?.language) ?? lng;
  return (
    <>
      <Card as="section">
        <form method="post" action={newsletterActionUrl('manage')} className={styles.form}>
          <h2 className={sectionTitle}>{t('newsletter.manageTitle')}</h2>
          {settings ? <p className={styles.text}>{settings.email}</p> : null}
          <div className={newsletterStyles.fields} key={settings ? 'theirs' : 'defaults'}>
            <SettingsFields language={language} hour={settings?.deliveryHour} zone={settings?.timeZone} />
          </div>
          <Hidden token={token} lng={lng} />
          <button type="submit" {...buttonLook({ size: 'md' }, styles.action)}>
            {t('newsletter.save')}
          </button>
        </form>
      </Card>
      <Card as="section">
        <form method="post" action={newsletterActionUrl('unsubscribe')} className={styles.form}>
          <h2 className={sectionTitle}>{t('newsletter.leaveTitle')}</h2>
          <p className={styles.text}>{t('newsletter.leaveText')}</p>
          <Hidden token={token} lng={lng} />
          <button type="submit" {...buttonLook({ variant: 'secondary', size: 'md' }, styles.action)}>
            {t('newsletter.unsubscribe')}
          </button>
        </form>
      </Card>
    </>
  );
}

function statusText(status: Status, code: string | null, t: (key: string) => string): string {
  if (status === 'error') return t(`newsletter.errors.${newsletterErrorCode(code)}`);
  return t(`newsletter.${status}`);
}

export default function NewsletterPage() {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const code = params.get('code');
  const confirm = params.get('confirm');
  const token = params.get('token');
  const linkRefused = status === 'error' && code === 'invalid_token';

  let body;
  if (confirm && !status) body = <ConfirmForm token={confirm} lng={lng} />;
  else if (token && !linkRefused && status !== 'unsubscribed') body = <ManageForms token={token} lng={lng} />;
  else if (!status || status === 'error' || status === 'unsubscribed')
    body = (
      <Card as="section">
        <SubscribeForm withLead={false} />
      </Card>
    );

  return (
    <article className={styles.page}>
      <PageHeading description={t('newsletter.lead')}>{t('meta.titles.newsletter')}</PageHeading>
      {status ? (
        <p role={status === 'error' ? 'alert' : 'status'} className={status === 'error' ? styles.error : styles.notice}>
          {statusText(status, code, t)}
        </p>
      ) : null}
      {body}
    </article>
  );
}
