// A remote's texts come from next to its manifest and join the one `common` namespace: before its first render,
// and in every language the page loads later.
import i18next from 'i18next';
import { loadRemoteTexts } from './load-remote-texts';
import { i18n, initI18n } from './instance';
import { registerRemoteTexts, resetRemoteTexts, TextsBackend } from './remote-texts';

const files: Record<string, unknown> = {
  '/locales/en/common.json': { app: { title: 'Tales' }, auth: { errors: { weak: 'Weak password' } } },
  '/locales/de/common.json': { app: { title: 'Tales' }, auth: { errors: { weak: 'Schwaches Passwort' } } },
  'http://cdn/auth/v2/locales/en.json': { auth: { login: 'Log in' } },
  'http://cdn/auth/v2/locales/de.json': { auth: { login: 'Anmelden' } },
};
const asked: string[] = [];

beforeEach(() => {
  resetRemoteTexts();
  asked.length = 0;
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = files[url];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

describe('loadRemoteTexts', () => {
  beforeAll(async () => {
    await initI18n('en', { resources: { en: { common: { app: { title: 'Tales' } } } } });
  });

  it('adds the texts next to the manifest to common, keeping what the group already had', async () => {
    i18n.addResourceBundle('en', 'common', { auth: { errors: { weak: 'Weak password' } } }, true, true);
    await loadRemoteTexts('auth', 'http://cdn/auth/v2/mf-manifest.json', 'en');
    expect(asked).toEqual(['http://cdn/auth/v2/locales/en.json']);
    expect(i18n.t('auth.login')).toBe('Log in');
    expect(i18n.t('auth.errors.weak')).toBe('Weak password');
  });

  it('fails like a missing chunk when the release folder is gone, and asks again on the next try', async () => {
    const gone = loadRemoteTexts('auth', 'http://cdn/auth/v1/mf-manifest.json', 'en');
    await expect(gone).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'remote_texts_unavailable' });
    await expect(loadRemoteTexts('auth', 'http://cdn/auth/v1/mf-manifest.json', 'en')).rejects.toThrow('HTTP 404');
    expect(asked).toEqual(['http://cdn/auth/v1/locales/en.json', 'http://cdn/auth/v1/locales/en.json']);
  });
});

describe('TextsBackend', () => {
  const init = (page: ReturnType<typeof i18next.createInstance>, lng = 'en') =>
    page.init({
      lng,
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      retryTimeout: 1,
    });

  it('loads a new language with the texts of every remote on the page, so a language change shows no raw keys', async () => {
    registerRemoteTexts('auth', 'http://cdn/auth/v2/mf-manifest.json');
    const page = i18next.createInstance().use(TextsBackend);
    await init(page);
    expect(page.t('auth.login')).toBe('Log in');

    await page.changeLanguage('de');
    expect(page.t('auth.login')).toBe('Anmelden');
    expect(page.t('auth.errors.weak')).toBe('Schwaches Passwort');
    expect(asked).toContain('/locales/de/common.json');
  });

  it('tries a server error again, and shows the texts once the server answers', async () => {
    let failures = 2;
    const answer = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      if (failures-- > 0) return { ok: false, status: 503, json: async () => ({}) } as Response;
      return answer(input);
    }) as unknown as typeof fetch;
    const page = i18next.createInstance().use(TextsBackend);
    await init(page);
    expect(page.t('app.title')).toBe('Tales');
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
  });

  it('reports a missing file once (no retry for a 4xx) and leaves the keys untranslated', async () => {
    const failed = jest.fn();
    const page = i18next.createInstance().use(TextsBackend);
    page.on('failedLoading', failed);
    await init(page, 'fr');
    expect(asked).toEqual(['/locales/fr/common.json']);
    expect(failed).toHaveBeenCalledWith(
      'fr',
      'common',
      expect.objectContaining({
        code: 'texts_unavailable',
        message: 'failed loading /locales/fr/common.json; status code: 404',
      }),
    );
    expect(page.t('app.title')).toBe('app.title');
  });

  it('tries a network failure again and reports it when it lasts', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const failed = jest.fn();
    const page = i18next.createInstance().use(TextsBackend);
    page.on('failedLoading', failed);
    await init(page);
    expect(globalThis.fetch).toHaveBeenCalledTimes(6);
    expect(failed).toHaveBeenCalledWith(
      'en',
      'common',
      expect.objectContaining({ code: 'texts_unavailable', retry: true }),
    );
  });
});
