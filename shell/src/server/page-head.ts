// The head of a server-rendered page: the head module's tags for the route, language and story, as HTML for the
// template (`<html lang dir>` and the tags inside `<head>`). The browser applies the same module's result on
// each client navigation.
import type { i18n as I18n } from 'i18next';
import type { Language } from '@tales/shared/i18n';
import type { StoryListing } from '@tales/shared/federation';
import type { Story } from '@tales/shared/supabase';
import { headFor, renderHeadTags, renderHtmlAttributes } from '../head';

export type PageHeadInput = {
  pathname: string;
  lng: Language;
  i18n: I18n;
  siteUrl: string;
  /** On a story page: the story the server rendered, `null` when there is none, undefined when not known. */
  story?: Story | null;
  /** On a listing page: the listing the server rendered, `null` when there is none, undefined when not known. */
  listing?: StoryListing | null;
};

export type PageHead = { htmlAttributes: string; tags: string };

export function pageHead({ pathname, lng, i18n, siteUrl, story, listing }: PageHeadInput): PageHead {
  const tags = headFor({ pathname, lng, siteUrl, t: i18n.getFixedT(lng), story, listing });
  return { htmlAttributes: renderHtmlAttributes(tags), tags: renderHeadTags(tags) };
}
