/** @jsxRuntime automatic @jsxImportSource react */
// The daily mail: the reader's day's story in the reader's language (or the Spanish original), as HTML built
// with react-email and a plain-text part whose first link is the story's page.
import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { MailButton } from '../../_shared/emails/button.tsx';
import { MailLayout, type RenderedMail } from '../../_shared/emails/layout.tsx';
import { colors, fonts } from '../../_shared/emails/theme.ts';
import { calendarPath, siteLink, storyPath, type MailLanguage } from '../../_shared/site-paths.ts';
import { dailyMailTexts } from './texts.ts';

export interface DailyStory {
  id: string;
  title: string;
  author: string;
  content: string;
  readTime: number;
  imageUrl: string | null;
  /** The language the text is written in: the reader's, or es when the Spanish original stands in. */
  contentLanguage: MailLanguage;
}

/** The links that let the reader leave or change the mail (tokens included). */
export interface SubscriberLinks {
  unsubscribeUrl: string;
  manageUrl: string;
}

export interface DailyMailInput {
  language: MailLanguage;
  story: DailyStory;
  siteUrl: string;
  links: SubscriberLinks;
}

/** Paragraphs as the story card splits them: on newlines, blank ones dropped. */
function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A subject is one header line: no line breaks, whatever the title holds. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

function DailyMail({ language, story, siteUrl, links }: DailyMailInput) {
  const texts = dailyMailTexts[language];
  const storyUrl = siteLink(siteUrl, storyPath(language, story.id));
  const author = story.author.trim() || texts.anonymous;
  const byline = [texts.by(author), story.readTime > 0 ? texts.minutes(story.readTime) : '']
    .filter(Boolean)
    .join(' · ');
  const contentTag = dailyMailTexts[story.contentLanguage].tag;
  return (
    <MailLayout
      lang={texts.tag}
      preview={paragraphs(story.content)[0]?.slice(0, 140) ?? story.title}
      siteName="Tales"
      siteUrl={siteLink(siteUrl, `/${language}`)}
      reason={texts.reason}
      footerLinks={[
        { label: texts.manage, href: links.manageUrl },
        { label: texts.unsubscribe, href: links.unsubscribeUrl },
      ]}
    >
      {story.imageUrl ? (
        <Section style={{ marginTop: '16px' }}>
          <Link href={storyUrl}>
            <Img
              src={story.imageUrl}
              alt={story.title}
              width="552"
              style={{ width: '100%', maxWidth: '552px', height: 'auto', borderRadius: '6px', display: 'block' }}
            />
          </Link>
        </Section>
      ) : null}
      <Heading
        as="h1"
        lang={contentTag}
        className="tales-text"
        style={{
          fontFamily: fonts.text,
          fontSize: '28px',
          lineHeight: '34px',
          margin: '20px 0 4px',
          color: colors.text,
        }}
      >
        <Link className="tales-text" href={storyUrl} style={{ color: colors.text, textDecoration: 'none' }}>
          {story.title}
        </Link>
      </Heading>
      <Text
        className="tales-muted"
        style={{ fontFamily: fonts.ui, fontSize: '14px', color: colors.muted, margin: '0 0 16px' }}
      >
        {byline}
      </Text>
      {story.contentLanguage !== language ? (
        <Text
          className="tales-muted"
          style={{ fontFamily: fonts.ui, fontSize: '13px', fontStyle: 'italic', color: colors.muted }}
        >
          {texts.spanishOriginal}
        </Text>
      ) : null}
      <Section lang={contentTag}>
        {paragraphs(story.content).map((paragraph, index) => (
          <Text
            key={index}
            className="tales-text"
            style={{
              fontFamily: fonts.text,
              fontSize: '18px',
              lineHeight: '28px',
              margin: '0 0 14px',
              color: colors.text,
            }}
          >
            {paragraph}
          </Text>
        ))}
      </Section>
      <Section style={{ marginTop: '16px' }}>
        <MailButton href={storyUrl}>{texts.read}</MailButton>
        <Text style={{ fontFamily: fonts.ui, fontSize: '14px', margin: '16px 0 0' }}>
          <Link className="tales-link" href={siteLink(siteUrl, calendarPath(language))} style={{ color: colors.link }}>
            {texts.calendar}
          </Link>
        </Text>
      </Section>
    </MailLayout>
  );
}

/** The plain-text part: the story's link first (mail clients and the local outbox take it as the main link). */
function plainText({ language, story, siteUrl, links }: DailyMailInput): string {
  const texts = dailyMailTexts[language];
  const author = story.author.trim() || texts.anonymous;
  const lines = [
    `${texts.read}: ${siteLink(siteUrl, storyPath(language, story.id))}`,
    '',
    story.title,
    [texts.by(author), story.readTime > 0 ? texts.minutes(story.readTime) : ''].filter(Boolean).join(' · '),
    '',
    ...(story.contentLanguage !== language ? [texts.spanishOriginal, ''] : []),
    paragraphs(story.content).join('\n\n'),
    '',
    `${texts.calendar}: ${siteLink(siteUrl, calendarPath(language))}`,
    '',
    '--',
    texts.reason,
    `${texts.manage}: ${links.manageUrl}`,
    `${texts.unsubscribe}: ${links.unsubscribeUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}

export async function renderDailyMail(input: DailyMailInput): Promise<RenderedMail> {
  const texts = dailyMailTexts[input.language];
  return {
    subject: oneLine(texts.subject(input.story.title)),
    html: await render(<DailyMail {...input} />),
    text: plainText(input),
  };
}
