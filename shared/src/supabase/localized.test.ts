// SPEC §3: the current language's entry (before any region suffix), else Spanish, else nothing.
import { baseLanguage, hasOwnTranslation, localized } from './localized';

describe('baseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['pt_BR', 'pt'],
    ['DE-at', 'de'],
    ['', ''],
  ])('%p → %p', (lng, expected) => expect(baseLanguage(lng)).toBe(expected));
});

describe('localized', () => {
  const story = {
    es: { title: 'Hola', content: 'Texto' },
    en: { title: 'Hi', content: '' },
    fr: { title: '  ', content: '\n' },
    de: { title: 3 },
  };

  it('uses an entry object with any text, and the Spanish one for an entry with only blanks', () => {
    expect(localized(story, 'en')).toBe(story.en);
    expect(localized(story, 'fr')).toBe(story.es);
    expect(localized(story, 'de')).toBe(story.es);
    expect(localized(story, 'it')).toBe(story.es);
  });

  it('uses strings with text and skips blank ones', () => {
    expect(localized({ es: 'Hola', en: '  ' }, 'en')).toBe('Hola');
    expect(localized({ es: 'Hola', en: ' Hi ' }, 'en')).toBe(' Hi ');
  });

  it('takes other values as they are', () => {
    expect(localized({ es: 1, en: 2 }, 'en')).toBe(2);
    expect(localized({ es: 1, en: null }, 'en')).toBe(1);
  });

  it('gives nothing when neither the language nor Spanish has text', () => {
    expect(localized({ en: 'Hi', es: ' ' }, 'fr')).toBeUndefined();
    expect(localized({ es: undefined }, 'fr')).toBeUndefined();
    expect(localized({}, 'es')).toBeUndefined();
    expect(localized(null, 'es')).toBeUndefined();
    expect(localized(undefined, 'es')).toBeUndefined();
  });
});

describe('hasOwnTranslation', () => {
  it('is true only for the language itself having text', () => {
    expect(hasOwnTranslation({ es: 'Hola', en: 'Hi' }, 'en-US')).toBe(true);
    expect(hasOwnTranslation({ es: 'Hola', en: '' }, 'en')).toBe(false);
    expect(hasOwnTranslation({ es: 'Hola' }, 'en')).toBe(false);
    expect(hasOwnTranslation({ es: 'Hola' }, 'es')).toBe(true);
    expect(hasOwnTranslation(null, 'es')).toBe(false);
    expect(hasOwnTranslation(undefined, 'es')).toBe(false);
  });
});
