// The admin form's values (SPEC §3 Forms) and how they become a story to save (SPEC §5 rules).
import { format } from 'date-fns';
import type { Language } from '@tales/shared/i18n';
import type { Story, StoryInput, Translation } from '@tales/shared/supabase';
import { formLanguages, spanishLanguageNames } from './form-languages';

export type FormValues = {
  author: string;
  selectedTags: string[];
  /** Comma-separated, as typed. */
  hashtags: string;
  /** yyyy-MM-dd from the date picker; empty means now. */
  publishDate: string;
  imageUrl: string;
  /** As typed; empty means 0. */
  readTime: string;
  translations: Record<Language, Translation>;
};

export const DEFAULT_AUTHOR = 'Anónimo';
export const MISSING_LANGUAGES_MESSAGE = 'Faltan título y contenido en los siguientes idiomas: ';
export const MISSING_GENRE_MESSAGE = 'Debes seleccionar al menos una categoría/género.';

const emptyTranslation = (): Translation => ({ title: '', content: '', summary: '' });

function allTranslations(from: Partial<Record<Language, Translation>> = {}): Record<Language, Translation> {
  return Object.fromEntries(formLanguages.map((lng) => [lng, { ...emptyTranslation(), ...from[lng] }])) as Record<
    Language,
    Translation
  >;
}

/** A new story: default author text, today's date, nothing else. */
export function emptyValues(today: Date = new Date()): FormValues {
  return {
    author: DEFAULT_AUTHOR,
    selectedTags: [],
    hashtags: '',
    publishDate: format(today, 'yyyy-MM-dd'),
    imageUrl: '',
    readTime: '',
    translations: allTranslations(),
  };
}

/**
 * The day an address asks a new story for (`?day=2026-12-24`, from the schedule): a real calendar day in
 * yyyy-MM-dd, else null (the form then starts with today).
 */
export function requestedDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 3000 ? value : null;
}

/** A new story's values: empty, published on `day` when one is asked for, else today. */
export function newStoryValues(day: string | null = null): FormValues {
  const values = emptyValues();
  return day ? { ...values, publishDate: day } : values;
}

/** A loaded story as form values (publish date as the local day it falls on). */
export function valuesFromStory(story: Story): FormValues {
  return {
    author: story.author,
    selectedTags: [...story.tags],
    hashtags: story.hashtags.join(', '),
    publishDate: story.publishDate ? format(story.publishDate, 'yyyy-MM-dd') : '',
    imageUrl: story.imageUrl ?? '',
    readTime: story.readTime ? String(story.readTime) : '',
    translations: allTranslations(story.translations),
  };
}

/** Comma-separated hashtags: trimmed, empties dropped. */
export function parseHashtags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The chosen day at 12:00 local time; null (now, or the existing date on update) when empty or invalid. */
export function noonOf(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Empty → 0; otherwise the integer it starts with; anything non-numeric → 0 (SPEC §3, §5). */
export function parseReadTimeInput(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function toStoryInput(values: FormValues): StoryInput {
  const imageUrl = values.imageUrl.trim();
  return {
    translations: allTranslations(values.translations),
    author: values.author.trim() || DEFAULT_AUTHOR,
    tags: [...values.selectedTags],
    hashtags: parseHashtags(values.hashtags),
    publishDate: noonOf(values.publishDate),
    ...(imageUrl ? { imageUrl } : {}),
    readTime: parseReadTimeInput(values.readTime),
  };
}

/** A language is complete with a title and content (the summary is optional). */
export function isLanguageComplete(translation: Translation | undefined): boolean {
  return Boolean(translation?.title.trim() && translation.content.trim());
}

export function incompleteLanguages(values: FormValues): Language[] {
  return formLanguages.filter((lng) => !isLanguageComplete(values.translations[lng]));
}

/** The first rule the values break, as SPEC §5's Spanish message, or null when they can be saved. */
export function validationError(values: FormValues): string | null {
  const missing = incompleteLanguages(values);
  if (missing.length > 0) return MISSING_LANGUAGES_MESSAGE + missing.map((lng) => spanishLanguageNames[lng]).join(', ');
  if (values.selectedTags.length === 0) return MISSING_GENRE_MESSAGE;
  return null;
}

/** Minutes a reader needs for the Spanish text (about 200 words a minute), or null without text. */
export function suggestedReadTime(values: FormValues): number | null {
  const words = values.translations.es.content.trim().split(/\s+/).filter(Boolean).length;
  return words === 0 ? null : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const WORDS_PER_MINUTE = 200;

export function sameValues(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
