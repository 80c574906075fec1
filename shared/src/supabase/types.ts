// The camelCase model of SPEC §3, and the snake_case rows it is read from.
import type { Language } from '../i18n/languages';

export type Translation = { title: string; content: string; summary: string };
export type Translations = Partial<Record<Language, Translation>>;

export type Story = {
  id: string;
  translations: Translations;
  author: string;
  publishDate: Date | null;
  tags: string[];
  hashtags: string[];
  imageUrl?: string;
  readTime: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** The language a reader's story was read in (its texts: that language's and the Spanish original); absent when it holds every translation. */
  language?: Language;
};

/** What the admin form saves (SPEC §7 Add story / Update story). */
export type StoryInput = {
  translations: Translations;
  author: string;
  tags: string[];
  hashtags: string[];
  publishDate?: Date | null;
  imageUrl?: string;
  readTime: number;
};

export type Role = 'user' | 'admin';

export type Profile = {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  hasDonated: boolean;
};

/** A published story as the sitemap lists it (its genres and author name their listing pages). */
export type PublishedStoryEntry = {
  id: string;
  publishDate: Date | null;
  updatedAt: Date | null;
  author: string;
  tags: string[];
};

/**
 * What a calendar card holds of a story (SPEC §3 Calendar): everything but the story text. `translations` has at
 * most the asked language and the Spanish original, each with its title and summary; `content` is there only
 * where a card needs it (a blank title or summary) and is otherwise empty. Never shown as the story itself: the
 * story page shows its heading from it while the full story loads.
 */
export type StoryPreview = Omit<Story, 'createdAt' | 'updatedAt'> & {
  preview: true;
  /** The language the card was asked in. */
  language: Language;
};

/** Calendar data: yyyy-MM-dd → the day's card (SPEC §3). */
export type MonthStories = Record<string, StoryPreview>;

/** The texts a reader's query selects in one language: its own as `text`, the Spanish original as `fallback`. */
export type LocalizedTexts = { text?: unknown; fallback?: unknown };

/** A story's card as the month query selects it (storyCardsSelect). */
export type StoryPreviewRow = Pick<
  StoryRow,
  'id' | 'author' | 'publish_date' | 'tags' | 'hashtags' | 'image_url' | 'read_time'
> &
  LocalizedTexts;

/** A whole story as a reader's page selects it (storySelect). */
export type LocalizedStoryRow = StoryPreviewRow & Pick<StoryRow, 'created_at' | 'updated_at'>;

export type StoryRow = {
  id: string;
  translations: unknown;
  author: string | null;
  publish_date: unknown;
  tags: unknown;
  hashtags: unknown;
  image_url: string | null;
  read_time: unknown;
  created_at?: unknown;
  updated_at?: unknown;
  // Legacy stories: flat fields, treated as Spanish (SPEC §3).
  title?: string;
  content?: string;
  summary?: string;
};

export type ProfileRow = {
  id: string;
  email: string | null;
  display_name: string | null;
  role: string | null;
  has_donated: boolean | null;
};

export type PageView = { title: string; location: string; path: string; language: string; referrer: string };
