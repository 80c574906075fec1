// /{lang}/rss.xml: the latest published stories in one language, as RSS 2.0 (with its atom:link to itself).
import { bcp47, type Language } from '@tales/shared/i18n';
import { absoluteUrl, pathFor, rssPath } from '@tales/shared/routing';
import { excerpt, isAnonymous, storyTextFor } from '@tales/shared/story';
import type { Story } from '@tales/shared/supabase';
import { element, XML_DECLARATION, xmlText } from './xml';

/** How many stories a feed carries. */
export const RSS_ITEMS = 20;

/** SPEC §9: a summary falls back to the first 150 characters of the content plus an ellipsis. */
const SUMMARY_FALLBACK = 150;

/** The channel's words in the feed's language, from the site's own texts. */
export type ChannelTexts = { title: string; description: string };

function item(siteUrl: string, lng: Language, story: Story): string | undefined {
  const text = storyTextFor(story, lng)?.text;
  if (!text || !story.publishDate) return undefined;
  const link = absoluteUrl(siteUrl, pathFor('storyWithId', lng, { storyId: story.id }));
  return [
    '<item>',
    element('title', text.title),
    element('link', link),
    element('description', excerpt(text.summary, text.content, SUMMARY_FALLBACK)),
    ...(isAnonymous(story.author) ? [] : [element('dc:creator', story.author)]),
    element('pubDate', story.publishDate.toUTCString()),
    `<guid isPermaLink="true">${xmlText(link)}</guid>`,
    '</item>',
  ].join('');
}

export function rssXml(
  siteUrl: string,
  lng: Language,
  channel: ChannelTexts,
  stories: Story[],
  now: Date = new Date(),
): string {
  const self = absoluteUrl(siteUrl, rssPath(lng));
  const items = stories
    .map((story) => item(siteUrl, lng, story))
    .filter((entry): entry is string => entry !== undefined);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', absoluteUrl(siteUrl, pathFor('home', lng))),
    element('description', channel.description),
    element('language', bcp47[lng]),
    element('lastBuildDate', (stories[0]?.publishDate ?? now).toUTCString()),
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
