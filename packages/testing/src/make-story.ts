// Test-only: stories shaped like the API returns them (never imported by the running site).
import { contentFallbackLanguage, type Language } from '@tales/shared/i18n';
import type { Story, StoryPreview, Translation, Translations } from '@tales/shared/supabase';

const allLanguages: Translations = {
  es: { title: 'El farero', content: 'Primera línea.\nSegunda línea.', summary: 'Un farero guarda tormentas.' },
  en: { title: 'The Lighthouse Keeper', content: 'First line.\nSecond line.', summary: 'A keeper collects storms.' },
  pt: { title: 'O faroleiro', content: 'Primeira linha.', summary: 'Um faroleiro guarda tempestades.' },
  fr: { title: 'Le gardien de phare', content: 'Première ligne.', summary: 'Un gardien collectionne les tempêtes.' },
  it: { title: 'Il guardiano del faro', content: 'Prima riga.', summary: 'Un guardiano colleziona tempeste.' },
  de: { title: 'Der Leuchtturmwärter', content: 'Erste Zeile.', summary: 'Ein Wärter sammelt Stürme.' },
  cn: { title: '收集风暴的灯塔守护人', content: '在北方的悬崖上住着一位灯塔守护人。', summary: '他把风暴装进玻璃瓶。' },
  ru: {
    title: 'Смотритель маяка',
    content: 'На северном утёсе жил смотритель маяка.',
    summary: 'Он собирал бури в банки.',
  },
};

export function makeStory(overrides: Partial<Story> = {}): Story {
  return {
    id: '3f1c2b7e-0000-4000-8000-000000000001',
    translations: allLanguages,
    author: 'Ana Pérez',
    publishDate: new Date(),
    tags: ['fantasy', 'kids'],
    hashtags: ['#tormentas', 'faro'],
    readTime: 3,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/** A card's text as the stories' `cards` column holds it: the content only where the title or summary is blank. */
function cardText(text: Translation): Translation {
  return text.title.trim() && text.summary.trim() ? { ...text, content: '' } : text;
}

/** The calendar card of `story` asked in `language`, as the month query answers it. */
export function previewOf(story: Story, language: Language = 'en'): StoryPreview {
  const { createdAt: _created, updatedAt: _updated, translations, ...fields } = story;
  const cards: Translations = {};
  for (const lng of new Set([language, contentFallbackLanguage])) {
    const text = translations[lng];
    if (text) cards[lng] = cardText(text);
  }
  return { ...fields, translations: cards, preview: true, language };
}

/** The card of a story published on `day`, with an id and titles that name the day (`Story 5`, `Cuento 5`): a month's cards. */
export function makeDayStory(day: Date, overrides: Partial<Story> = {}): StoryPreview {
  const n = day.getDate();
  return previewOf(
    makeStory({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      translations: {
        es: { title: `Cuento ${n}`, content: 'Érase una vez.', summary: `Resumen ${n}` },
        en: { title: `Story ${n}`, content: 'Once upon a time.', summary: `Summary ${n}` },
      },
      author: 'Anonymous',
      publishDate: day,
      tags: ['fable'],
      hashtags: [],
      readTime: 2,
      ...overrides,
    }),
  );
}
