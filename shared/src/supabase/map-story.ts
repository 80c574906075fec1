// Row → Story, applying SPEC §3/§5 normalization. Any failure becomes 'Error processing story: …' (SPEC §8).
import { contentFallbackLanguage, languages, type Language } from '../i18n/languages';
import { toDate } from './timestamps';
import type {
  LocalizedStoryRow,
  LocalizedTexts,
  Story,
  StoryPreview,
  StoryPreviewRow,
  StoryRow,
  Translation,
  Translations,
} from './types';

/** The columns of public.stories a Story is read from: every translation (`mapStory`), or a reader's (`mapLocalizedStory`). */
export { STORY_COLUMNS, storySelect } from '@tales/catalog';

/** readTime: a whole number of minutes; 0 when empty or non-numeric (SPEC §5). */
export function parseReadTime(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function asTranslation(value: unknown): Translation | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return { title: text('title'), content: text('content'), summary: text('summary') };
}

function readTranslations(row: StoryRow): Translations {
  if (row.translations && typeof row.translations === 'object') {
    const source = row.translations as Record<string, unknown>;
    const result: Translations = {};
    for (const lng of languages) {
      const t = asTranslation(source[lng]);
      if (t) result[lng] = t;
    }
    return result;
  }
  // Legacy flat story: Spanish, other languages empty.
  if (row.title !== undefined || row.content !== undefined) {
    return { es: { title: row.title ?? '', content: row.content ?? '', summary: row.summary ?? '' } };
  }
  return {};
}

type SharedFields = Omit<Story, 'translations' | 'createdAt' | 'updatedAt'>;

/** The fields a story and its card share, normalized alike. */
function mapSharedFields(row: StoryPreviewRow): SharedFields {
  if (!row || typeof row.id !== 'string') throw new Error('missing id');
  const imageUrl = typeof row.image_url === 'string' && row.image_url.trim() !== '' ? row.image_url : undefined;
  return {
    id: row.id,
    author: typeof row.author === 'string' && row.author.trim() !== '' ? row.author : 'Anonymous',
    publishDate: toDate(row.publish_date),
    tags: stringList(row.tags),
    hashtags: stringList(row.hashtags),
    ...(imageUrl ? { imageUrl } : {}),
    readTime: parseReadTime(row.read_time),
  };
}

function processingError(error: unknown): Error {
  return new Error(`Error processing story: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
}

export function mapStory(row: StoryRow): Story {
  try {
    return {
      ...mapSharedFields(row),
      translations: readTranslations(row),
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
    };
  } catch (error) {
    throw processingError(error);
  }
}

/** The texts a reader's query selects (`text` and `fallback`, per storyCardsSelect and storySelect), by language. */
function localizedTranslations(row: LocalizedTexts, language: Language): Translations {
  const translations: Translations = {};
  const own = asTranslation(row.text);
  if (own) translations[language] = own;
  const fallback = asTranslation(row.fallback);
  if (fallback && language !== contentFallbackLanguage) translations[contentFallbackLanguage] = fallback;
  return translations;
}

/** A story's card as the month query selects it in `language` → the card, its texts keyed by their language. */
export function mapStoryPreview(row: StoryPreviewRow, language: Language): StoryPreview {
  try {
    return { ...mapSharedFields(row), translations: localizedTranslations(row, language), preview: true, language };
  } catch (error) {
    throw processingError(error);
  }
}

/** A whole story as a reader's page selects it in `language` (storySelect) → the story with those texts. */
export function mapLocalizedStory(row: LocalizedStoryRow, language: Language): Story {
  try {
    return {
      ...mapSharedFields(row),
      translations: localizedTranslations(row, language),
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
      language,
    };
  } catch (error) {
    throw processingError(error);
  }
}
