// One story as the admin's overviews show it: its day, its title in each language, the languages it lacks and
// whether it has a cover. The story texts themselves are never downloaded.
import { languages, type Language } from '@tales/shared/i18n';
import { localized } from '@tales/shared/supabase';

export type OverviewStory = {
  id: string;
  /** ISO instant of publication. */
  publishDate: string;
  titles: Partial<Record<Language, string>>;
  /** The languages whose title or content is missing, in the site's order. */
  missing: Language[];
  hasCover: boolean;
  /** The cover's public URL, to remove it with the story. */
  coverUrl: string | null;
  tags: string[];
  /** The row's `updated_at` as the database wrote it: a delete or move applies only while it is unchanged. */
  version: string;
};

/** PostgREST's select of an overview row: each language's title under its own name, no story text. */
export const OVERVIEW_COLUMNS = [
  'id',
  'publish_date',
  'image_url',
  'tags',
  'missing_languages',
  'updated_at',
  ...languages.map((lng) => `title_${lng}:translations->${lng}->>title`),
].join(', ');

type OverviewRow = {
  id: string;
  publish_date: string;
  image_url: string | null;
  tags: string[] | null;
  missing_languages: string[] | null;
  updated_at: string;
} & Partial<Record<`title_${Language}`, string | null>>;

export function toOverviewStory(row: OverviewRow): OverviewStory {
  const titles: Partial<Record<Language, string>> = {};
  for (const lng of languages) {
    const title = row[`title_${lng}`];
    if (typeof title === 'string' && title.trim()) titles[lng] = title;
  }
  return {
    id: row.id,
    publishDate: row.publish_date,
    titles,
    missing: languages.filter((lng) => row.missing_languages?.includes(lng)),
    hasCover: Boolean(row.image_url),
    coverUrl: row.image_url || null,
    tags: Array.isArray(row.tags) ? row.tags : [],
    version: String(row.updated_at),
  };
}

/** The title in the interface language, else the Spanish one, as the site shows a story's title. */
export function overviewTitle(story: OverviewStory, lng: string): string {
  return localized(story.titles, lng) ?? '';
}
