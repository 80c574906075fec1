/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas: the local API runs this file with tsx outside its tsconfig's reach, the Edge Runtime with Deno.)
// The newsletter's own mail (confirmation, or the manage link of an address already subscribed), in the frame
// every Tales mail shares: one heading, one paragraph, one button to the site's page and the link spelled out.
import { Heading, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { MailButton } from '../../_shared/emails/button.tsx';
import { MailLayout, type RenderedMail } from '../../_shared/emails/layout.tsx';
import { colors, fonts } from '../../_shared/emails/theme.ts';
import type { NewsletterLanguage } from '../../_shared/newsletter-links.ts';
import { mailTexts, type AccountMailTexts } from './texts.ts';

const LANG_TAGS: Record<NewsletterLanguage, string> = {
  en: 'en',
  es: 'es',
  pt: 'pt',
  fr: 'fr',
  it: 'it',
  cn: 'zh-Hans',
  de: 'de',
  ru: 'ru',
};

interface AccountMailProps {
  lng: NewsletterLanguage;
  texts: AccountMailTexts;
  link: string;
}

function AccountMail({ lng, texts, link }: AccountMailProps) {
  const text = { fontFamily: fonts.text, fontSize: '16px', lineHeight: '24px', color: colors.text };
  return (
    <MailLayout
      lang={LANG_TAGS[lng]}
      preview={texts.preview}
      siteName="Tales"
      siteUrl={`${new URL(link).origin}/${lng}`}
      reason={texts.footer}
    >
      <Heading as="h1" className="tales-text" style={{ ...text, fontSize: '24px', lineHeight: '30px' }}>
        {texts.heading}
      </Heading>
      <Text className="tales-text" style={text}>
        {texts.body}
      </Text>
      <MailButton href={link}>{texts.button}</MailButton>
      <Text className="tales-muted" style={{ fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
        <Link className="tales-link" href={link} style={{ color: colors.link, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </Text>
    </MailLayout>
  );
}

/** The mail in `lng`. The link comes first in the plain text, where the local outbox and text clients look for it. */
export async function renderAccountMail(
  kind: 'confirm' | 'manage',
  lng: NewsletterLanguage,
  link: string,
): Promise<RenderedMail> {
  const texts = mailTexts[lng][kind];
  const html = await render(<AccountMail lng={lng} texts={texts} link={link} />);
  const text = `${texts.heading}\n\n${link}\n\n${texts.body}\n\n${texts.footer}\n`;
  return { subject: texts.subject, html, text };
}
