/** @jsxRuntime automatic @jsxImportSource react */
// The frame every Tales mail shares: the site's name on top, the mail's own content, a footer with the links
// that let a reader change or stop the mail. Light colours are inline (what every client shows); clients that
// honour prefers-color-scheme in a <style> switch to the dark colours.
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { colors, darkModeCss, fonts } from './theme.ts';

/** A mail as every transport takes it: its subject, its HTML and its plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface FooterLink {
  label: string;
  href: string;
}

export interface MailLayoutProps {
  /** BCP 47 tag of the mail's language (`lang` on the document). */
  lang: string;
  /** The line clients show beside the subject before the mail is opened. */
  preview: string;
  siteName: string;
  siteUrl: string;
  /** Why the reader gets this mail, one sentence. */
  reason: string;
  /** The links that change or stop the mail; none for a mail that starts nothing yet. */
  footerLinks?: FooterLink[];
  children: ReactNode;
}

export function MailLayout({ lang, preview, siteName, siteUrl, reason, footerLinks = [], children }: MailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr" className="tales-body" style={{ backgroundColor: colors.page }}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* react-email copies the body's style onto a cell of its own, which no class reaches: the page colour
          goes on a section of ours instead, so the dark rule can override it. */}
      <Body style={{ margin: 0, padding: 0 }}>
        <Section className="tales-body" style={{ backgroundColor: colors.page, padding: '24px 0' }}>
          <Container
            className="tales-card"
            style={{
              backgroundColor: colors.card,
              color: colors.text,
              fontFamily: fonts.text,
              maxWidth: '600px',
              width: '100%',
              borderRadius: '8px',
              padding: '24px',
              boxSizing: 'border-box',
            }}
          >
            <Section>
              <Text
                className="tales-muted"
                style={{
                  margin: 0,
                  fontSize: '14px',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  color: colors.muted,
                }}
              >
                {siteName}
              </Text>
            </Section>
            {children}
            <Hr className="tales-rule" style={{ borderColor: colors.rule, margin: '32px 0 16px' }} />
            <Section>
              <Text
                className="tales-muted"
                style={{ fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: 0 }}
              >
                {reason}
              </Text>
              {footerLinks.length > 0 ? (
                <Text style={{ fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' }}>
                  {footerLinks.map((link, index) => (
                    <span key={link.href}>
                      {index > 0 ? ' · ' : ''}
                      <Link
                        className="tales-link"
                        href={link.href}
                        style={{ color: colors.link, textDecoration: 'underline' }}
                      >
                        {link.label}
                      </Link>
                    </span>
                  ))}
                </Text>
              ) : null}
              <Text className="tales-muted" style={{ fontSize: '13px', color: colors.muted, margin: '8px 0 0' }}>
                <Link className="tales-link" href={siteUrl} style={{ color: colors.link }}>
                  {siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </Link>
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
