import { detectLanguageFrom, type DetectionSources } from './detect-language';

const none: DetectionSources = { pathname: '/', saved: null, browserLanguages: [], htmlLang: null };

describe('language detection order: path, saved choice, browser, <html lang>, en', () => {
  it('takes the path prefix over everything else', () => {
    expect(
      detectLanguageFrom({ pathname: '/fr/calendrier', saved: 'de', browserLanguages: ['ru'], htmlLang: 'it' }),
    ).toBe('fr');
  });

  it('takes the saved choice when the path has no prefix', () => {
    expect(
      detectLanguageFrom({ ...none, pathname: '/calendar', saved: 'de', browserLanguages: ['ru'], htmlLang: 'it' }),
    ).toBe('de');
  });

  it('ignores a saved value that is not one of the eight languages', () => {
    expect(detectLanguageFrom({ ...none, saved: 'klingon', browserLanguages: ['pt-BR'] })).toBe('pt');
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguageFrom({ ...none, browserLanguages: ['ja-JP', 'zh-Hans-CN', 'en'] })).toBe('cn');
  });

  it('falls back to <html lang>, then English', () => {
    expect(detectLanguageFrom({ ...none, browserLanguages: ['ja'], htmlLang: 'es' })).toBe('es');
    expect(detectLanguageFrom({ ...none, browserLanguages: ['ja'], htmlLang: 'ko' })).toBe('en');
  });

  it('does not mistake a slug for a language prefix', () => {
    expect(detectLanguageFrom({ ...none, pathname: '/calendar', browserLanguages: ['it-IT'] })).toBe('it');
  });
});
