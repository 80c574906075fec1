// Site footer (SPEC §2): the daily mail's subscribe form, copyright with the current year, terms and privacy, the
// stories' feed in the reader's language, remove-ads (hidden for donors) and donate ("donate again" for donors).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fallbackLanguage, toLanguage } from '@tales/shared/i18n';
import { SubscribeForm } from '@tales/shared/newsletter';
import { rssPath, useCurrentRoute, useLocalizedPath } from '@tales/shared/routing';
import { useAuthStore } from '@tales/shared/stores';
import { LinkButton } from '@tales/shared/ui';
import { actions, copyright, footer, inner, link, links, newsletter } from './footer.css';

export function Footer() {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const hasDonated = useAuthStore((s) => s.hasDonated);
  // The newsletter page has the form in its main part already.
  const onNewsletterPage = useCurrentRoute()?.key === 'newsletter';
  return (
    <footer className={footer}>
      <div className={inner}>
        {onNewsletterPage ? null : (
          <div className={newsletter}>
            <SubscribeForm />
          </div>
        )}
        <p className={copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className={links}>
            <li>
              <Link className={link} to={to('terms')}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={link} to={to('privacy')}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              {/* A document, not a page of the app: a plain link, so the browser (or a feed reader) opens it. */}
              <a className={link} href={rssPath(lng)} type="application/rss+xml">
                {t('footer.rss')}
              </a>
            </li>
          </ul>
        </nav>
        <div className={actions}>
          {hasDonated ? null : (
            <LinkButton variant="secondary" size="sm" to={to('donate')}>
              {t('footer.remove_ads')}
            </LinkButton>
          )}
          <LinkButton size="sm" to={to('donate')}>
            {hasDonated ? t('footer.donate_again') : t('footer.donate')}
          </LinkButton>
        </div>
      </div>
    </footer>
  );
}
