import { makeStory } from '@tales/testing';
import { storyTextFor } from './story-text';

describe('storyTextFor', () => {
  it('gives the reader their own language, marked with its BCP 47 tag', () => {
    const text = storyTextFor(makeStory(), 'cn');
    expect(text).toMatchObject({ isSpanishFallback: false, contentLang: 'zh-CN', language: 'cn' });
    expect(text?.text.title).toBe('收集风暴的灯塔守护人');
  });

  it('falls back to the Spanish original, tagged es, when the language has no text', () => {
    const story = makeStory({ translations: { es: { title: 'El farero', content: 'Había una vez.', summary: '' } } });
    expect(storyTextFor(story, 'de')).toMatchObject({
      text: { title: 'El farero' },
      isSpanishFallback: true,
      contentLang: 'es',
      language: 'de',
    });
  });

  it('treats an unknown language as English for the reader', () => {
    expect(storyTextFor(makeStory(), 'xx')).toMatchObject({
      isSpanishFallback: true,
      contentLang: 'es',
      language: 'en',
    });
  });

  it('has nothing to show without the language, Spanish, or any title and content', () => {
    expect(
      storyTextFor(makeStory({ translations: { en: { title: 'Only English', content: 'Text.', summary: '' } } }), 'fr'),
    ).toBeUndefined();
    expect(
      storyTextFor(makeStory({ translations: { es: { title: ' ', content: '', summary: 'Solo resumen' } } }), 'es'),
    ).toBeUndefined();
  });
});
