import { mapLocalizedStory, mapStory, parseReadTime } from './map-story';
import { DATE_NOT_AVAILABLE, formatTimestamp, toDate } from './timestamps';
import { hasOwnTranslation, localized } from './localized';
import type { StoryRow } from './types';

const row = (over: Partial<StoryRow> = {}): StoryRow => ({
  id: 's1',
  translations: {
    es: { title: 'Hola', content: 'Uno\nDos', summary: 'Resumen' },
    en: { title: 'Hi', content: 'One', summary: '' },
  },
  author: 'Ana',
  publish_date: '2026-11-20T12:00:00Z',
  tags: ['fantasy'],
  hashtags: ['magic'],
  image_url: null,
  read_time: 3,
  ...over,
});

describe('mapStory', () => {
  it('maps a row to the camelCase model', () => {
    const story = mapStory(row({ image_url: 'https://img/x.png', created_at: '2026-11-01T00:00:00Z' }));
    expect(story).toMatchObject({
      id: 's1',
      author: 'Ana',
      tags: ['fantasy'],
      hashtags: ['magic'],
      readTime: 3,
      imageUrl: 'https://img/x.png',
    });
    expect(story.publishDate?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(story.translations.en?.title).toBe('Hi');
  });

  it('treats a legacy flat story as Spanish with other languages empty', () => {
    const story = mapStory(row({ translations: undefined, title: 'Viejo', content: 'Texto', summary: 'R' }));
    expect(story.translations).toEqual({ es: { title: 'Viejo', content: 'Texto', summary: 'R' } });
  });

  it('turns non-array tags and hashtags into empty lists and a missing author into Anonymous', () => {
    const story = mapStory(row({ tags: 'fantasy', hashtags: null, author: '  ' }));
    expect(story.tags).toEqual([]);
    expect(story.hashtags).toEqual([]);
    expect(story.author).toBe('Anonymous');
  });

  it('omits an empty image url', () => {
    expect('imageUrl' in mapStory(row({ image_url: '' }))).toBe(false);
  });

  it('wraps failures as "Error processing story: …"', () => {
    expect(() => mapStory({ ...row(), id: undefined as unknown as string })).toThrow(
      /^Error processing story: missing id/,
    );
  });
});

describe('mapLocalizedStory', () => {
  const localizedRow = {
    id: 's1',
    author: 'Ana',
    publish_date: '2026-11-20T12:00:00Z',
    tags: ['fantasy'],
    hashtags: [],
    image_url: null,
    read_time: 3,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: null,
    text: { title: 'Привет', content: 'Раз', summary: '' },
    fallback: { title: 'Hola', content: 'Uno', summary: 'Resumen' },
  };

  it("keys the reader's text by its language and the Spanish original as Spanish", () => {
    const story = mapLocalizedStory(localizedRow, 'ru');
    expect(story.translations).toEqual({
      ru: { title: 'Привет', content: 'Раз', summary: '' },
      es: { title: 'Hola', content: 'Uno', summary: 'Resumen' },
    });
    expect(story.language).toBe('ru');
    expect(story.createdAt?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(story.updatedAt).toBeNull();
  });

  it('has only the Spanish original for a story not translated into the language', () => {
    expect(mapLocalizedStory({ ...localizedRow, text: null }, 'cn').translations).toEqual({
      es: { title: 'Hola', content: 'Uno', summary: 'Resumen' },
    });
  });

  it('wraps failures as "Error processing story: …"', () => {
    expect(() => mapLocalizedStory({ ...localizedRow, id: undefined as unknown as string }, 'en')).toThrow(
      'Error processing story: missing id',
    );
  });
});

describe('parseReadTime', () => {
  it.each([
    [5, 5],
    ['7', 7],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [-3, 0],
    [2.9, 2],
  ])('%p → %p', (input, expected) => expect(parseReadTime(input)).toBe(expected));
});

describe('toDate and formatTimestamp', () => {
  const at = new Date('2026-01-02T03:04:05.000Z');
  it.each([
    ['a Date', at],
    ['an ISO string', at.toISOString()],
    ['an object with toDate()', { toDate: () => at }],
    ['seconds and nanoseconds', { seconds: at.getTime() / 1000, nanoseconds: 0 }],
  ])('reads %s', (_label, value) => expect(toDate(value)?.getTime()).toBe(at.getTime()));

  it('shows "Date not available" for a missing or invalid timestamp', () => {
    expect(formatTimestamp(undefined, (d) => d.toISOString())).toBe(DATE_NOT_AVAILABLE);
    expect(formatTimestamp('not a date', (d) => d.toISOString())).toBe(DATE_NOT_AVAILABLE);
    expect(formatTimestamp(at, (d) => d.toISOString())).toBe(at.toISOString());
  });
});

describe('localized', () => {
  const content = { es: 'Hola', en: 'Hi', fr: '' };
  it('uses the language before any region suffix', () => expect(localized(content, 'en-GB')).toBe('Hi'));
  it('falls back to Spanish when the language has nothing', () => {
    expect(localized(content, 'fr')).toBe('Hola');
    expect(localized(content, 'de')).toBe('Hola');
    expect(hasOwnTranslation(content, 'fr')).toBe(false);
  });
  it('gives nothing for an empty object', () => expect(localized({}, 'en')).toBeUndefined());
});

describe('mapStory normalization, case by case', () => {
  it('keeps only the known languages whose entry is an object, with missing texts as empty strings', () => {
    const story = mapStory(
      row({
        translations: {
          es: { title: 'Hola', content: 7 },
          en: 'Hi',
          xx: { title: 'Nope' },
          fr: null,
          de: { summary: 'Kurz' },
        },
      }),
    );
    expect(story.translations).toEqual({
      es: { title: 'Hola', content: '', summary: '' },
      de: { title: '', content: '', summary: 'Kurz' },
    });
  });

  it('reads a legacy story with only content, and gives no translations when there is nothing at all', () => {
    expect(mapStory(row({ translations: null, content: 'Solo texto' })).translations).toEqual({
      es: { title: '', content: 'Solo texto', summary: '' },
    });
    expect(mapStory(row({ translations: null, title: 'Solo título' })).translations).toEqual({
      es: { title: 'Solo título', content: '', summary: '' },
    });
    expect(mapStory(row({ translations: null })).translations).toEqual({});
    expect(mapStory(row({ translations: 'es' })).translations).toEqual({});
  });

  it('keeps only the strings of a tags or hashtags list', () => {
    const story = mapStory(row({ tags: ['fable', 3, null, 'kids'], hashtags: [{}, 'sea'] }));
    expect(story.tags).toEqual(['fable', 'kids']);
    expect(story.hashtags).toEqual(['sea']);
  });

  it('omits a blank or non-text image url and keeps a real one as is', () => {
    expect('imageUrl' in mapStory(row({ image_url: '   ' }))).toBe(false);
    expect('imageUrl' in mapStory(row({ image_url: 5 as unknown as string }))).toBe(false);
    expect(mapStory(row({ image_url: ' https://img/a.png ' })).imageUrl).toBe(' https://img/a.png ');
  });

  it('keeps a real author and names a missing one Anonymous', () => {
    expect(mapStory(row({ author: 'Ana' })).author).toBe('Ana');
    expect(mapStory(row({ author: null })).author).toBe('Anonymous');
    expect(mapStory(row({ author: '' })).author).toBe('Anonymous');
  });

  it('reads created and updated times, and null for missing ones', () => {
    const story = mapStory(row({ created_at: '2026-01-01T00:00:00Z', updated_at: undefined }));
    expect(story.createdAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(story.updatedAt).toBeNull();
    expect(mapStory(row({ publish_date: null })).publishDate).toBeNull();
  });

  it('says what went wrong, keeping the cause', () => {
    let caught: unknown;
    try {
      mapStory(null as unknown as StoryRow);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe('Error processing story: missing id');
    expect(((caught as Error).cause as Error).message).toBe('missing id');
  });
});

describe('parseReadTime, edge cases', () => {
  it.each([
    ['12 minutes', 12],
    [' 7', 7],
    [0, 0],
    ['0', 0],
    [0.5, 0],
    [1, 1],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
    [undefined, 0],
    [{}, 0],
    ['3.9', 3],
    [1e21, 1e21],
  ])('%p → %p', (input, expected) => expect(parseReadTime(input)).toBe(expected));
});
