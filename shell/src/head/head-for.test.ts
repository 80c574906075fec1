import { i18n, languages, type Language } from '@tales/shared/i18n';
import { makeStory, setupI18n } from '@tales/testing';
import type { Story } from '@tales/shared/supabase';
import { headFor, type HeadInput } from './head-for';
import type { HeadTags } from './head-tags';

const SITE = 'https://tales.example';
const STORY_ID = '3f1c2b7e-0000-4000-8000-000000000001';

beforeAll(() => setupI18n('en'));

function head(pathname: string, lng: Language, extra: Partial<HeadInput> = {}): HeadTags {
  return headFor({ pathname, lng, siteUrl: SITE, t: i18n.getFixedT(lng), ...extra });
}

const metaOf = (tags: HeadTags, key: string) => tags.meta.filter((m) => m.key === key).map((m) => m.content);
const one = (tags: HeadTags, key: string) => {
  const values = metaOf(tags, key);
  expect(values).toHaveLength(1);
  return values[0];
};
const hreflangs = (tags: HeadTags) =>
  Object.fromEntries(tags.links.filter((l) => l.hreflang).map((l) => [l.hreflang, l.href]));
const canonical = (tags: HeadTags) => tags.links.filter((l) => l.rel === 'canonical').map((l) => l.href);

describe('headFor: pages of the shell', () => {
  it('home: product and tagline, the page language, indexable, a website with the site picture', () => {
    const tags = head('/en', 'en');
    expect(tags).toMatchObject({ lang: 'en', dir: 'ltr', title: 'Tales · A short story every day' });
    expect(one(tags, 'description')).toBe('Read today’s short story, in eight languages.');
    expect(one(tags, 'robots')).toBe('index,follow,max-image-preview:large');
    expect(one(tags, 'og:type')).toBe('website');
    expect(one(tags, 'og:url')).toBe(`${SITE}/en`);
    expect(one(tags, 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(one(tags, 'og:image:width')).toBe('1200');
    expect(one(tags, 'og:image:height')).toBe('630');
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'twitter:image')).toBe(`${SITE}/og-image.png`);
    expect(canonical(tags)).toEqual([`${SITE}/en`]);
  });

  it('a localized page: translated title and description, canonical on the localized slug', () => {
    const tags = head('/de/kalender', 'de');
    expect(tags.title).toBe('Geschichtenkalender · Tales');
    expect(tags.lang).toBe('de');
    expect(one(tags, 'og:title')).toBe(tags.title);
    expect(one(tags, 'twitter:title')).toBe(tags.title);
    expect(one(tags, 'description')).not.toBe('');
    expect(canonical(tags)).toEqual([`${SITE}/de/kalender`]);
    expect(one(tags, 'og:locale')).toBe('de_DE');
  });

  it('Chinese: <html lang> is a valid BCP 47 tag, Open Graph a locale with territory', () => {
    const tags = head('/cn/about', 'cn');
    expect(tags.lang).toBe('zh-CN');
    expect(tags.title).toBe(`${i18n.getFixedT('cn')('meta.titles.about')} · Tales`);
    expect(one(tags, 'og:locale')).toBe('zh_CN');
  });

  it("the shell's own pages: their names from the page titles", () => {
    expect(head('/en/terms', 'en').title).toBe('Terms of use · Tales');
    expect(head('/en/privacy', 'en').title).toBe('Privacy policy · Tales');
    expect(head('/en/about', 'en').title).toBe('About · Tales');
    expect(head('/es/donar', 'es').title).toBe(`${i18n.getFixedT('es')('meta.titles.donate')} · Tales`);
  });

  it('lists the same page in all eight languages plus x-default, each with its own slug', () => {
    const tags = head('/es/calendario', 'es');
    expect(hreflangs(tags)).toEqual({
      en: `${SITE}/en/calendar`,
      es: `${SITE}/es/calendario`,
      pt: `${SITE}/pt/calendario`,
      fr: `${SITE}/fr/calendrier`,
      it: `${SITE}/it/calendario`,
      'zh-CN': `${SITE}/cn/calendar`,
      de: `${SITE}/de/kalender`,
      ru: `${SITE}/ru/calendar`,
      'x-default': `${SITE}/en/calendar`,
    });
    expect(metaOf(tags, 'og:locale:alternate').sort()).toEqual([
      'de_DE',
      'en_US',
      'fr_FR',
      'it_IT',
      'pt_BR',
      'ru_RU',
      'zh_CN',
    ]);
  });

  it('canonical drops the query and a trailing slash of the configured origin', () => {
    const tags = headFor({
      pathname: '/fr/calendrier?month=2026-03',
      lng: 'fr',
      siteUrl: `${SITE}/`,
      t: i18n.getFixedT('fr'),
    });
    expect(canonical(tags)).toEqual([`${SITE}/fr/calendrier`]);
  });

  it('links the RSS feed of the page language', () => {
    for (const lng of languages) {
      const feed = head(`/${lng}`, lng).links.filter((l) => l.type === 'application/rss+xml');
      expect(feed).toEqual([
        { rel: 'alternate', type: 'application/rss+xml', title: 'Tales', href: `${SITE}/${lng}/rss.xml` },
      ]);
    }
  });

  it('links the web app manifest of the page language', () => {
    for (const lng of languages)
      expect(head(`/${lng}`, lng).links.filter((l) => l.rel === 'manifest')).toEqual([
        { rel: 'manifest', href: `/${lng}/manifest.webmanifest` },
      ]);
  });

  it('every page kind in every language has a title, a description and one of each share tag', () => {
    const kinds = ['home', 'calendar', 'about', 'donate', 'terms', 'privacy'] as const;
    for (const lng of languages) {
      for (const kind of kinds) {
        const tags = head(kind === 'home' ? `/${lng}` : `/${lng}/${kindSlug(kind, lng)}`, lng);
        expect(tags.title).toMatch(/Tales/);
        for (const key of [
          'description',
          'robots',
          'og:title',
          'og:description',
          'og:url',
          'og:image',
          'og:locale',
          'twitter:card',
          'twitter:title',
          'twitter:description',
          'twitter:image',
        ]) {
          expect(one(tags, key)).not.toBe('');
        }
        expect(Object.keys(hreflangs(tags))).toHaveLength(9);
      }
    }
  });
});

function kindSlug(kind: 'calendar' | 'about' | 'donate' | 'terms' | 'privacy', lng: Language): string {
  // Deliberately spelled out from SPEC §2 rather than read from the route table the code uses.
  const slugs: Record<typeof kind, Partial<Record<Language, string>>> = {
    calendar: { es: 'calendario', pt: 'calendario', fr: 'calendrier', it: 'calendario', de: 'kalender' },
    about: { es: 'acerca', pt: 'sobre', fr: 'a-propos', it: 'chi-siamo', de: 'uber' },
    donate: { es: 'donar', pt: 'doar', fr: 'don', it: 'dona', de: 'spenden' },
    terms: { es: 'terminos', pt: 'termos', fr: 'conditions', it: 'termini', de: 'bedingungen' },
    privacy: { es: 'privacidad', pt: 'privacidade', fr: 'confidentialite', it: 'privacy', de: 'datenschutz' },
  };
  return slugs[kind][lng] ?? kind;
}

describe('headFor: story pages', () => {
  const published = new Date('2026-03-04T12:00:00Z');
  const updated = new Date('2026-03-05T08:30:00Z');
  const story = (overrides: Partial<Story> = {}) =>
    makeStory({ publishDate: published, updatedAt: updated, ...overrides });

  it('a story with a cover: its title and summary, an article, the cover as picture', () => {
    const tags = head(`/fr/histoire/${STORY_ID}`, 'fr', {
      story: story({ imageUrl: 'https://cdn.example/covers/faro.jpg' }),
    });
    expect(tags.title).toBe('Le gardien de phare · Tales');
    expect(one(tags, 'description')).toBe('Un gardien collectionne les tempêtes.');
    expect(one(tags, 'og:type')).toBe('article');
    expect(one(tags, 'og:image')).toBe('https://cdn.example/covers/faro.jpg');
    expect(one(tags, 'twitter:image')).toBe('https://cdn.example/covers/faro.jpg');
    expect(metaOf(tags, 'og:image:width')).toEqual([]);
    expect(one(tags, 'article:published_time')).toBe('2026-03-04T12:00:00.000Z');
    expect(one(tags, 'article:modified_time')).toBe('2026-03-05T08:30:00.000Z');
    expect(canonical(tags)).toEqual([`${SITE}/fr/histoire/${STORY_ID}`]);
    expect(hreflangs(tags)).toMatchObject({
      de: `${SITE}/de/geschichte/${STORY_ID}`,
      'zh-CN': `${SITE}/cn/story/${STORY_ID}`,
    });
  });

  it('a story without a cover gets the site picture; a cover path on the site becomes absolute', () => {
    expect(one(head(`/en/story/${STORY_ID}`, 'en', { story: story() }), 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(one(head(`/en/story/${STORY_ID}`, 'en', { story: story({ imageUrl: '/covers/a.png' }) }), 'og:image')).toBe(
      `${SITE}/covers/a.png`,
    );
  });

  it('without a summary, the description is the start of the content, cut to 147 characters plus an ellipsis', () => {
    const content = `${'Palabra '.repeat(40)}\nfin`;
    const tags = head(`/es/cuento/${STORY_ID}`, 'es', {
      story: story({ translations: { es: { title: 'Largo', content, summary: '' } } }),
    });
    const description = one(tags, 'description');
    expect(Array.from(description)).toHaveLength(148);
    expect(description).toBe(`${content.replace(/\s+/g, ' ').slice(0, 147)}…`);
    expect(one(tags, 'og:description')).toBe(description);
    expect(one(tags, 'twitter:description')).toBe(description);
  });

  it('a long summary is cut too, without splitting a character outside the basic plane', () => {
    const summary = '𠀋'.repeat(200);
    const tags = head(`/cn/story/${STORY_ID}`, 'cn', {
      story: story({
        translations: { es: { title: 'x', content: 'y', summary: 'z' }, cn: { title: '长', content: '内容', summary } },
      }),
    });
    expect(one(tags, 'description')).toBe(`${'𠀋'.repeat(147)}…`);
  });

  it('a description of exactly 147 characters is kept whole', () => {
    const summary = 'a'.repeat(147);
    const tags = head(`/en/story/${STORY_ID}`, 'en', {
      story: story({
        translations: { es: { title: 'x', content: 'y', summary: 'z' }, en: { title: 'T', content: 'c', summary } },
      }),
    });
    expect(one(tags, 'description')).toBe(summary);
  });

  it('a language without its own text shows the Spanish original in the head, as on the page', () => {
    const tags = head(`/it/storia/${STORY_ID}`, 'it', {
      story: story({ translations: { es: { title: 'Solo español', content: 'Texto.', summary: 'Resumen.' } } }),
    });
    expect(tags.title).toBe('Solo español · Tales');
    expect(tags.lang).toBe('it');
  });

  it('while the story loads the page keeps the route defaults', () => {
    const tags = head(`/en/story/${STORY_ID}`, 'en');
    expect(tags.title).toBe('Story · Tales');
    expect(one(tags, 'robots')).toBe('index,follow,max-image-preview:large');
  });
});

describe('headFor: genre and author pages', () => {
  const listing = { stories: [], total: 3, page: 1, pageSize: 12 };

  it("a genre's page: the genre's name in the page's language, indexable, canonical and alternates on every slug", () => {
    const tags = head('/es/genero/fantasy', 'es', { listing });
    expect(tags.title).toBe('Fantasía · Cuentos por género · Tales');
    expect(one(tags, 'description')).toBe(
      'Todos los cuentos publicados de este género, del más reciente al más antiguo.',
    );
    expect(one(tags, 'robots')).toBe('index,follow,max-image-preview:large');
    expect(canonical(tags)).toEqual([`${SITE}/es/genero/fantasy`]);
    expect(hreflangs(tags)).toMatchObject({
      en: `${SITE}/en/genre/fantasy`,
      pt: `${SITE}/pt/genero/fantasy`,
      fr: `${SITE}/fr/genre/fantasy`,
      it: `${SITE}/it/genere/fantasy`,
      de: `${SITE}/de/genre/fantasy`,
      'zh-CN': `${SITE}/cn/genre/fantasy`,
      ru: `${SITE}/ru/genre/fantasy`,
    });
  });

  it("an author's page: the author's name as the stories spell it, in Russian", () => {
    const tags = head('/ru/author/Dmitri%20Volkov', 'ru', { listing });
    expect(tags.title).toBe('Dmitri Volkov · Рассказы по авторам · Tales');
    expect(canonical(tags)).toEqual([`${SITE}/ru/author/Dmitri%20Volkov`]);
    expect(hreflangs(tags).fr).toBe(`${SITE}/fr/auteur/Dmitri%20Volkov`);
  });

  it('a genre that does not exist, or an author without stories, is a not-found page', () => {
    for (const tags of [
      head('/en/genre/cooking', 'en'),
      head('/en/author/Nobody', 'en', { listing: null }),
      head('/cn/genre/fantasy', 'cn', { listing: null }),
    ]) {
      expect(one(tags, 'robots')).toBe('noindex,follow');
      expect(canonical(tags)).toEqual([]);
    }
    expect(head('/en/genre/cooking', 'en').title).toBe('Page not found · Tales');
  });
});

describe('headFor: pages kept out of search results', () => {
  it('an unknown path: the not-found title, noindex, no canonical and no alternates', () => {
    const tags = head('/en/no-such-page', 'en');
    expect(tags.title).toBe('Page not found · Tales');
    expect(one(tags, 'robots')).toBe('noindex,follow');
    expect(canonical(tags)).toEqual([]);
    expect(hreflangs(tags)).toEqual({});
    expect(one(tags, 'og:url')).toBe(`${SITE}/en/no-such-page`);
  });

  it('a story that does not exist is a not-found page', () => {
    const tags = head(`/de/geschichte/${STORY_ID}`, 'de', { story: null });
    expect(tags.title).toBe(`${i18n.getFixedT('de')('notFound.title')} · Tales`);
    expect(one(tags, 'robots')).toBe('noindex,follow');
    expect(one(tags, 'og:type')).toBe('website');
    expect(canonical(tags)).toEqual([]);
  });

  it('admin pages: noindex and nofollow, no alternates', () => {
    for (const pathname of ['/en/admin/new-story', `/es/admin/editar-cuento/${STORY_ID}`]) {
      const tags = head(pathname, pathname.startsWith('/es') ? 'es' : 'en');
      expect(one(tags, 'robots')).toBe('noindex,nofollow');
      expect(hreflangs(tags)).toEqual({});
      expect(canonical(tags)).toEqual([]);
    }
  });
});
