import { languages } from '@tales/shared/i18n';
import { genres } from '@tales/shared/supabase';
import { formLanguages, spanishLanguageNames } from './form-languages';
import {
  DEFAULT_AUTHOR,
  emptyValues,
  incompleteLanguages,
  noonOf,
  parseHashtags,
  parseReadTimeInput,
  suggestedReadTime,
  toStoryInput,
  validationError,
  valuesFromStory,
  type FormValues,
} from './form-values';

/** Every language complete and one genre: valid; tests break one rule at a time. */
function validValues(over: Partial<FormValues> = {}): FormValues {
  const base = emptyValues(new Date(2026, 10, 24));
  for (const lng of formLanguages)
    base.translations[lng] = { title: `Título ${lng}`, content: `Texto ${lng}`, summary: '' };
  return { ...base, selectedTags: ['fable'], ...over };
}

describe('the form languages', () => {
  it('are the eight languages, Spanish first, each with a Spanish name', () => {
    expect([...formLanguages].sort()).toEqual([...languages].sort());
    expect(formLanguages[0]).toBe('es');
    expect(Object.keys(spanishLanguageNames).sort()).toEqual([...languages].sort());
  });
});

describe('a new form', () => {
  it('starts with the author Anónimo, today as publish date, no genre and eight empty translations', () => {
    const values = emptyValues(new Date(2026, 10, 23, 8, 30));
    expect(values.author).toBe('Anónimo');
    expect(values.publishDate).toBe('2026-11-23');
    expect(values.selectedTags).toEqual([]);
    expect(Object.keys(values.translations).sort()).toEqual([...languages].sort());
    expect(values.translations.ru).toEqual({ title: '', content: '', summary: '' });
  });
});

describe('validation (SPEC §5)', () => {
  it('accepts eight complete languages and a genre', () => {
    expect(validationError(validValues())).toBeNull();
  });

  it('lists every language missing a title or content, comma-joined by Spanish name', () => {
    const values = validValues();
    values.translations.en = { title: '', content: 'Text', summary: 'x' };
    values.translations.de = { title: 'Titel', content: '   ', summary: '' };
    values.translations.cn = { title: '', content: '', summary: '' };
    expect(validationError(values)).toBe('Faltan título y contenido en los siguientes idiomas: Inglés, Alemán, Chino');
    expect(incompleteLanguages(values)).toEqual(['en', 'de', 'cn']);
  });

  it('does not need a summary', () => {
    expect(incompleteLanguages(validValues())).toEqual([]);
  });

  it('lists all eight for an empty form', () => {
    expect(validationError({ ...emptyValues(), selectedTags: ['kids'] })).toBe(
      'Faltan título y contenido en los siguientes idiomas: Español, Inglés, Francés, Alemán, Italiano, Portugués, Ruso, Chino',
    );
  });

  it('needs at least one genre', () => {
    expect(validationError(validValues({ selectedTags: [] }))).toBe('Debes seleccionar al menos una categoría/género.');
  });
});

describe('form values → story to save', () => {
  it('keeps the author, or uses Anónimo when it is empty', () => {
    expect(toStoryInput(validValues({ author: '  Ana  ' })).author).toBe('Ana');
    expect(toStoryInput(validValues({ author: '   ' })).author).toBe(DEFAULT_AUTHOR);
  });

  it('splits hashtags on commas, trimmed, empties dropped', () => {
    expect(parseHashtags(' luna, #mar ,, sol ,')).toEqual(['luna', '#mar', 'sol']);
    expect(toStoryInput(validValues({ hashtags: '' })).hashtags).toEqual([]);
  });

  it('saves the chosen day at 12:00 local time; empty means now (null)', () => {
    const date = toStoryInput(validValues({ publishDate: '2026-11-24' })).publishDate;
    expect(date).toEqual(new Date(2026, 10, 24, 12, 0, 0, 0));
    expect(toStoryInput(validValues({ publishDate: '' })).publishDate).toBeNull();
    expect(noonOf('24/11/2026')).toBeNull();
  });

  it('reads the read time as an integer; empty or non-numeric is 0', () => {
    expect(parseReadTimeInput('')).toBe(0);
    expect(parseReadTimeInput('7')).toBe(7);
    expect(parseReadTimeInput(' 12 min')).toBe(12);
    expect(parseReadTimeInput('abc')).toBe(0);
    expect(parseReadTimeInput('-3')).toBe(0);
    expect(toStoryInput(validValues({ readTime: '' })).readTime).toBe(0);
  });

  it('omits the image when it is empty, keeps it otherwise', () => {
    expect(toStoryInput(validValues({ imageUrl: '' }))).not.toHaveProperty('imageUrl');
    expect(toStoryInput(validValues({ imageUrl: 'https://x.test/a.webp' })).imageUrl).toBe('https://x.test/a.webp');
  });

  it('carries the genres and all eight translations', () => {
    const input = toStoryInput(validValues({ selectedTags: ['kids', 'space'] }));
    expect(input.tags).toEqual(['kids', 'space']);
    expect(input.translations.it).toEqual({ title: 'Título it', content: 'Texto it', summary: '' });
  });
});

describe('a loaded story → form values', () => {
  it('shows hashtags comma-joined, the local publish day, and an empty read time for 0', () => {
    const values = valuesFromStory({
      id: 'x',
      translations: { es: { title: 'T', content: 'C', summary: 'S' } },
      author: 'Ana',
      publishDate: new Date(2026, 0, 5, 12),
      tags: [genres[0]],
      hashtags: ['uno', 'dos'],
      readTime: 0,
      createdAt: null,
      updatedAt: null,
    });
    expect(values).toMatchObject({
      author: 'Ana',
      hashtags: 'uno, dos',
      publishDate: '2026-01-05',
      readTime: '',
      imageUrl: '',
    });
    expect(values.translations.en).toEqual({ title: '', content: '', summary: '' });
  });
});

describe('read time suggestion', () => {
  it('is about 200 words a minute of the Spanish text, at least 1; none without text', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palabra').join(' ');
    const withSpanish = (content: string) => {
      const values = validValues();
      values.translations.es = { title: 'T', content, summary: '' };
      return values;
    };
    expect(suggestedReadTime(withSpanish(words(1000)))).toBe(5);
    expect(suggestedReadTime(withSpanish(words(20)))).toBe(1);
    expect(suggestedReadTime(withSpanish('   '))).toBeNull();
  });
});
