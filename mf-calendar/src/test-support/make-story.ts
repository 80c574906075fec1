// Test-only: a story shaped like the API returns it (never imported by the running site).
import type { Story } from '@tales/shared/supabase';

export function makeStory(day: Date, overrides: Partial<Story> = {}): Story {
  const n = day.getDate();
  return {
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
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}
