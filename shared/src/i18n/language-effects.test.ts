import i18next from 'i18next';
import { bindLanguageEffects } from './language-effects';
import { LANGUAGE_STORAGE_KEY } from './languages';

describe('a language change', () => {
  it('saves the choice and sets <html lang> (BCP 47) and dir', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: {} });
    const unbind = bindLanguageEffects(instance);
    expect(document.documentElement.lang).toBe('en');

    await instance.changeLanguage('cn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');

    await instance.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    unbind();
    await instance.changeLanguage('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });
});
