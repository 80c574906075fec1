// The site's localized paths that mails link to. The route table lives in @tales/shared, which the Edge
// Runtime cannot import (it is part of the site's build), so the slugs the mails need are copied here;
// site-paths.test.ts checks them against the route table, so a slug changed there fails until it changes here.

export const mailLanguages = ['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

const storySlugs: Record<MailLanguage, string> = {
  en: 'story',
  es: 'cuento',
  pt: 'historia',
  fr: 'histoire',
  it: 'storia',
  cn: 'story',
  de: 'geschichte',
  ru: 'story',
};

const calendarSlugs: Record<MailLanguage, string> = {
  en: 'calendar',
  es: 'calendario',
  pt: 'calendario',
  fr: 'calendrier',
  it: 'calendario',
  cn: 'calendar',
  de: 'kalender',
  ru: 'calendar',
};

export function isMailLanguage(value: string): value is MailLanguage {
  return (mailLanguages as readonly string[]).includes(value);
}

/** `/es/cuento/<id>`: a story's page in a language. */
export function storyPath(language: MailLanguage, storyId: string): string {
  return `/${language}/${storySlugs[language]}/${encodeURIComponent(storyId)}`;
}

/** `/es/calendario`: the calendar in a language. */
export function calendarPath(language: MailLanguage): string {
  return `/${language}/${calendarSlugs[language]}`;
}

/** An absolute URL on the site: `siteUrl` may end with a slash or carry a path prefix. */
export function siteLink(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
