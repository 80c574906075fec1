import { excerpt, isAnonymous, paragraphsOf, readingMinutes, scriptOf, withHash } from './text';

describe('story text rules', () => {
  it('adds a leading # where a hashtag lacks one and drops blanks', () => {
    expect(withHash(['#tormentas', 'faro', '  ', ' magic '])).toEqual(['#tormentas', '#faro', '#magic']);
  });

  it('treats empty, Anonymous and Anónimo as no author', () => {
    expect(['', '  ', 'Anonymous', 'anónimo', 'Anónimo'].every(isAnonymous)).toBe(true);
    expect(isAnonymous('Ana Pérez')).toBe(false);
  });

  it('splits the body on newlines, dropping empty lines', () => {
    expect(paragraphsOf('Uno.\n\nDos.\r\nTres.')).toEqual(['Uno.', 'Dos.', 'Tres.']);
  });

  it('detects CJK and Cyrillic paragraphs', () => {
    expect(scriptOf('在北方的悬崖上')).toBe('cjk');
    expect(scriptOf('На северном утёсе')).toBe('cyrillic');
    expect(scriptOf('Érase una vez')).toBe('latin');
    expect(scriptOf('Москва 東京')).toBe('cjk');
  });

  it('uses 5 minutes when the read time is missing', () => {
    expect(readingMinutes(0)).toBe(5);
    expect(readingMinutes(7)).toBe(7);
  });

  it('prefers the summary, else cuts the content at the limit with an ellipsis', () => {
    expect(excerpt('Resumen', 'x'.repeat(300), 150)).toBe('Resumen');
    expect(excerpt('', 'x'.repeat(300), 150)).toBe(`${'x'.repeat(150)}…`);
    expect(excerpt('', 'short', 150)).toBe('short');
  });
});
