import { i18n } from '@tales/shared/i18n';
import { makeStory, setupI18n } from '@tales/testing';
import { applyHeadTags } from './apply-head';
import { headFor } from './head-for';
import { renderHeadTags, renderHtmlAttributes } from './render-head';

const SITE = 'https://tales.example';
const STORY_PATH = '/en/story/3f1c2b7e-0000-4000-8000-000000000001';

beforeAll(() => setupI18n('en'));

const tricky = makeStory({
  translations: {
    es: { title: 'x', content: 'y', summary: 'z' },
    en: { title: 'Tom & "Jerry" <b>', content: 'c', summary: "It's <script>alert(1)</script>" },
  },
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html ${renderHtmlAttributes(headFor({ pathname: '/cn', lng: 'cn', siteUrl: SITE, t: i18n.getFixedT('cn') }))}><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('renderHeadTags', () => {
  it('writes HTML a parser reads back to the same title, meta and links, with text escaped', () => {
    const tags = headFor({ pathname: STORY_PATH, lng: 'en', siteUrl: SITE, t: i18n.getFixedT('en'), story: tricky });
    const doc = parse(renderHeadTags(tags));
    expect(doc.title).toBe('Tom & "Jerry" <b> · Tales');
    expect(doc.head.querySelector('script')).toBeNull();
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      "It's <script>alert(1)</script>",
    );
    expect(doc.head.querySelectorAll('meta')).toHaveLength(tags.meta.length);
    expect(doc.head.querySelectorAll('link')).toHaveLength(tags.links.length);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${STORY_PATH}`);
    expect(doc.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${SITE}${STORY_PATH}`);
  });

  it('puts lang and dir on <html>', () => {
    const doc = parse('');
    expect(doc.documentElement.getAttribute('lang')).toBe('zh-CN');
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
  });
});

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Static</title><meta name="description" content="static"><meta name="robots" content="index"><meta name="viewport" content="width=device-width">';
  });

  it('replaces the static defaults and the previous page, leaving other tags alone', () => {
    applyHeadTags(headFor({ pathname: '/de/kalender', lng: 'de', siteUrl: SITE, t: i18n.getFixedT('de') }));
    applyHeadTags(headFor({ pathname: '/en/no-such-page', lng: 'en', siteUrl: SITE, t: i18n.getFixedT('en') }));
    expect(document.title).toBe('Page not found · Tales');
    expect(document.documentElement.lang).toBe('en');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(
      Array.from(document.head.querySelectorAll('meta[name="description"]'), (m) => m.getAttribute('content')),
    ).toEqual([i18n.getFixedT('en')('notFound.description')]);
    expect(Array.from(document.head.querySelectorAll('meta[name="robots"]'), (m) => m.getAttribute('content'))).toEqual(
      ['noindex,follow'],
    );
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('replaces what the server rendered with the next page’s set, without duplicates', () => {
    document.head.innerHTML += renderHeadTags(
      headFor({ pathname: '/en', lng: 'en', siteUrl: SITE, t: i18n.getFixedT('en') }),
    );
    applyHeadTags(headFor({ pathname: '/fr/calendrier', lng: 'fr', siteUrl: SITE, t: i18n.getFixedT('fr') }));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/fr/calendrier`);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(9);
    expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(7);
    expect(document.head.querySelectorAll('link[type="application/rss+xml"]')).toHaveLength(1);
    expect(document.head.querySelector('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${SITE}/fr/rss.xml`,
    );
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/fr/manifest.webmanifest');
  });
});
