import { GENRES, LANGUAGES, MIN_HAN_CHARACTERS, MIN_WORDS, type Genre, type Language } from './catalog';

export interface StoryTranslation {
  title: string;
  content: string;
  summary: string;
}

/** One file of supabase/seed/stories/: a story and the day it is published, relative to today. */
export interface SeedStory {
  daysFromToday: number;
  author: string;
  tags: Genre[];
  hashtags: string[];
  readTime: number;
  imageUrl?: string;
  translations: Record<Language, StoryTranslation>;
}

const KNOWN_KEYS = new Set(['daysFromToday', 'author', 'tags', 'hashtags', 'readTime', 'imageUrl', 'translations']);

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function countHanCharacters(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function translationErrors(lang: Language, value: unknown): string[] {
  if (!isRecord(value)) return [`translations.${lang} is missing`];
  const errors: string[] = [];
  for (const field of ['title', 'content', 'summary'] as const) {
    if (!nonEmptyString(value[field])) errors.push(`translations.${lang}.${field} must be a non-empty string`);
  }
  const extra = Object.keys(value).filter((k) => !['title', 'content', 'summary'].includes(k));
  if (extra.length) errors.push(`translations.${lang} has unknown keys: ${extra.join(', ')}`);
  if (typeof value.content === 'string') {
    if (lang === 'cn') {
      const han = countHanCharacters(value.content);
      if (han < MIN_HAN_CHARACTERS)
        errors.push(`translations.cn.content has ${han} Han characters, needs at least ${MIN_HAN_CHARACTERS}`);
    } else {
      const words = countWords(value.content);
      if (words < MIN_WORDS)
        errors.push(`translations.${lang}.content has ${words} words, needs at least ${MIN_WORDS}`);
    }
  }
  return errors;
}

/** Every rule a story file must follow; an empty list means the file is good. */
export function storyErrors(data: unknown): string[] {
  if (!isRecord(data)) return ['the file must hold a JSON object'];
  const errors: string[] = [];
  const unknown = Object.keys(data).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length) errors.push(`unknown keys: ${unknown.join(', ')}`);

  if (!Number.isInteger(data.daysFromToday)) errors.push('daysFromToday must be an integer');
  if (!nonEmptyString(data.author)) errors.push('author must be a non-empty string');
  if (!Number.isInteger(data.readTime) || (data.readTime as number) < 0)
    errors.push('readTime must be an integer >= 0');
  if (data.imageUrl !== undefined && !nonEmptyString(data.imageUrl))
    errors.push('imageUrl, when present, must be a non-empty string');

  if (!Array.isArray(data.tags) || data.tags.length === 0) {
    errors.push('tags must be a non-empty array of genre ids');
  } else {
    const bad = data.tags.filter((t) => !(GENRES as readonly unknown[]).includes(t));
    if (bad.length) errors.push(`tags not among the 22 genre ids: ${bad.map(String).join(', ')}`);
    if (new Set(data.tags).size !== data.tags.length) errors.push('tags has duplicates');
  }
  if (!Array.isArray(data.hashtags) || !data.hashtags.every(nonEmptyString)) {
    errors.push('hashtags must be an array of non-empty strings');
  }

  if (!isRecord(data.translations)) {
    errors.push('translations must be an object keyed by language');
  } else {
    const translations = data.translations;
    const extra = Object.keys(translations).filter((k) => !(LANGUAGES as readonly string[]).includes(k));
    if (extra.length) errors.push(`translations has unknown languages: ${extra.join(', ')}`);
    for (const lang of LANGUAGES) errors.push(...translationErrors(lang, translations[lang]));
  }
  return errors;
}

export function isSeedStory(data: unknown): data is SeedStory {
  return storyErrors(data).length === 0;
}
