import { languages, type Language } from '../i18n/languages';
import { convertPath, languageFromPath, matchPath, pathFor, routePattern } from './paths';
import { federationContract } from '../federation/contract';
import { adminRoutes, remotePageOf, routeKeys, routes, type RouteKey } from './routes';

// SPEC §2's table, written out by hand so the test does not re-derive the implementation's data.
const expected: Record<Language, Record<RouteKey, string>> = {
  en: {
    home: '/en',
    calendar: '/en/calendar',
    storyWithId: '/en/story/42',
    genre: '/en/genre/fantasy',
    author: '/en/author/Ana%20P%C3%A9rez',
    search: '/en/search',
    about: '/en/about',
    donate: '/en/donate',
    terms: '/en/terms',
    privacy: '/en/privacy',
    newStory: '/en/admin/new-story',
    editStory: '/en/admin/edit-story/42',
    storyList: '/en/admin/stories',
    schedule: '/en/admin/schedule',
    readerStats: '/en/admin/readers',
    storyPreview: '/en/admin/preview',
    newsletter: '/en/newsletter',
    library: '/en/my-stories',
    account: '/en/account',
  },
  es: {
    home: '/es',
    calendar: '/es/calendario',
    storyWithId: '/es/cuento/42',
    genre: '/es/genero/fantasy',
    author: '/es/autor/Ana%20P%C3%A9rez',
    search: '/es/buscar',
    about: '/es/acerca',
    donate: '/es/donar',
    terms: '/es/terminos',
    privacy: '/es/privacidad',
    newStory: '/es/admin/nuevo-cuento',
    editStory: '/es/admin/editar-cuento/42',
    storyList: '/es/admin/cuentos',
    schedule: '/es/admin/programacion',
    readerStats: '/es/admin/lectores',
    storyPreview: '/es/admin/vista-previa',
    newsletter: '/es/boletin',
    library: '/es/mis-cuentos',
    account: '/es/cuenta',
  },
  pt: {
    home: '/pt',
    calendar: '/pt/calendario',
    storyWithId: '/pt/historia/42',
    genre: '/pt/genero/fantasy',
    author: '/pt/autor/Ana%20P%C3%A9rez',
    search: '/pt/busca',
    about: '/pt/sobre',
    donate: '/pt/doar',
    terms: '/pt/termos',
    privacy: '/pt/privacidade',
    newStory: '/pt/admin/nova-historia',
    editStory: '/pt/admin/editar-historia/42',
    storyList: '/pt/admin/historias',
    schedule: '/pt/admin/programacao',
    readerStats: '/pt/admin/leitores',
    storyPreview: '/pt/admin/pre-visualizacao',
    newsletter: '/pt/boletim',
    library: '/pt/minhas-historias',
    account: '/pt/conta',
  },
  fr: {
    home: '/fr',
    calendar: '/fr/calendrier',
    storyWithId: '/fr/histoire/42',
    genre: '/fr/genre/fantasy',
    author: '/fr/auteur/Ana%20P%C3%A9rez',
    search: '/fr/recherche',
    about: '/fr/a-propos',
    donate: '/fr/don',
    terms: '/fr/conditions',
    privacy: '/fr/confidentialite',
    newStory: '/fr/admin/nouvelle-histoire',
    editStory: '/fr/admin/modifier-histoire/42',
    storyList: '/fr/admin/histoires',
    schedule: '/fr/admin/programmation',
    readerStats: '/fr/admin/lecteurs',
    storyPreview: '/fr/admin/apercu',
    newsletter: '/fr/lettre',
    library: '/fr/mes-histoires',
    account: '/fr/compte',
  },
  it: {
    home: '/it',
    calendar: '/it/calendario',
    storyWithId: '/it/storia/42',
    genre: '/it/genere/fantasy',
    author: '/it/autore/Ana%20P%C3%A9rez',
    search: '/it/cerca',
    about: '/it/chi-siamo',
    donate: '/it/dona',
    terms: '/it/termini',
    privacy: '/it/privacy',
    newStory: '/it/admin/nuova-storia',
    editStory: '/it/admin/modifica-storia/42',
    storyList: '/it/admin/storie',
    schedule: '/it/admin/programmazione',
    readerStats: '/it/admin/lettori',
    storyPreview: '/it/admin/anteprima',
    newsletter: '/it/newsletter',
    library: '/it/le-mie-storie',
    account: '/it/account',
  },
  de: {
    home: '/de',
    calendar: '/de/kalender',
    storyWithId: '/de/geschichte/42',
    genre: '/de/genre/fantasy',
    author: '/de/autor/Ana%20P%C3%A9rez',
    search: '/de/suche',
    about: '/de/uber',
    donate: '/de/spenden',
    terms: '/de/bedingungen',
    privacy: '/de/datenschutz',
    newStory: '/de/admin/neue-geschichte',
    editStory: '/de/admin/geschichte-bearbeiten/42',
    storyList: '/de/admin/geschichten',
    schedule: '/de/admin/zeitplan',
    readerStats: '/de/admin/leser',
    storyPreview: '/de/admin/vorschau',
    newsletter: '/de/newsletter',
    library: '/de/meine-geschichten',
    account: '/de/konto',
  },
  cn: {
    home: '/cn',
    calendar: '/cn/calendar',
    storyWithId: '/cn/story/42',
    genre: '/cn/genre/fantasy',
    author: '/cn/author/Ana%20P%C3%A9rez',
    search: '/cn/search',
    about: '/cn/about',
    donate: '/cn/donate',
    terms: '/cn/terms',
    privacy: '/cn/privacy',
    newStory: '/cn/admin/new-story',
    editStory: '/cn/admin/edit-story/42',
    storyList: '/cn/admin/stories',
    schedule: '/cn/admin/schedule',
    readerStats: '/cn/admin/readers',
    storyPreview: '/cn/admin/preview',
    newsletter: '/cn/newsletter',
    library: '/cn/my-stories',
    account: '/cn/account',
  },
  ru: {
    home: '/ru',
    calendar: '/ru/calendar',
    storyWithId: '/ru/story/42',
    genre: '/ru/genre/fantasy',
    author: '/ru/author/Ana%20P%C3%A9rez',
    search: '/ru/search',
    about: '/ru/about',
    donate: '/ru/donate',
    terms: '/ru/terms',
    privacy: '/ru/privacy',
    newStory: '/ru/admin/new-story',
    editStory: '/ru/admin/edit-story/42',
    storyList: '/ru/admin/stories',
    schedule: '/ru/admin/schedule',
    readerStats: '/ru/admin/readers',
    storyPreview: '/ru/admin/preview',
    newsletter: '/ru/newsletter',
    library: '/ru/my-stories',
    account: '/ru/account',
  },
};

const routeParams: Partial<Record<RouteKey, Record<string, string>>> = {
  storyWithId: { storyId: '42' },
  editStory: { id: '42' },
  genre: { genre: 'fantasy' },
  author: { author: 'Ana Pérez' },
};
const paramsOf = (key: RouteKey): Record<string, string> => routeParams[key] ?? {};

const cases = languages.flatMap((lng) => routeKeys.map((key) => [lng, key, expected[lng][key]] as const));

describe('localized routes, every language × every route key', () => {
  it.each(cases)('%s %s is %s', (lng, key, path) => {
    expect(pathFor(key, lng, paramsOf(key))).toBe(path);
  });

  it.each(cases)('%s: %s is recognised back from %s', (lng, key, path) => {
    expect(matchPath(path)).toEqual({ key, lng, params: paramsOf(key) });
    expect(languageFromPath(path)).toBe(lng);
  });

  it.each(cases)('%s %s: react-router pattern matches the built path shape', (lng, key, path) => {
    const pattern = routePattern(key, lng).replace(/:([a-zA-Z]+)/g, (_, name: string) =>
      encodeURIComponent(paramsOf(key)[name]),
    );
    expect(pattern).toBe(path);
  });
});

describe('unprefixed paths', () => {
  it.each([
    ['/', 'home'],
    ['/calendar', 'calendar'],
    ['/story/abc', 'storyWithId'],
    ['/genre/fantasy', 'genre'],
    ['/autore/Ana', 'author'],
    ['/about/', 'about'],
    ['/kalender', 'calendar'],
    ['/admin/new-story', 'newStory'],
  ] as const)('%s is the %s route with no language', (path, key) => {
    expect(matchPath(path)).toMatchObject({ key, lng: undefined });
    expect(languageFromPath(path)).toBeUndefined();
  });

  it('builds the English path without a prefix', () => {
    expect(pathFor('calendar', undefined)).toBe('/calendar');
    expect(pathFor('home', undefined)).toBe('/');
  });
});

describe('unknown paths', () => {
  it.each(['/de/calendar', '/es/nothing-here', '/en/story', '/en/story/1/2', '/xx/about', '/whatever'])(
    '%s matches no route',
    (path) => {
      expect(matchPath(path)).toBeNull();
    },
  );
});

describe('convertPath', () => {
  it('keeps the story id, query and hash', () => {
    expect(convertPath('/es/cuento/42', 'fr')).toBe('/fr/histoire/42');
    expect(convertPath('/es/cuento/42?ref=share#top', 'de')).toBe('/de/geschichte/42?ref=share#top');
  });

  it('adds a prefix to an unprefixed path (the redirect)', () => {
    expect(convertPath('/calendar', 'de')).toBe('/de/kalender');
    expect(convertPath('/', 'it')).toBe('/it');
  });

  it('round-trips every route through every language', () => {
    for (const from of languages)
      for (const to of languages)
        for (const key of routeKeys) expect(convertPath(expected[from][key], to)).toBe(expected[to][key]);
  });

  it('keeps an unknown path unknown under the new prefix', () => {
    expect(convertPath('/es/no-existe', 'en')).toBe('/en/no-existe');
  });

  it('encodes and decodes parameters', () => {
    const path = pathFor('storyWithId', 'en', { storyId: 'a b/c' });
    expect(path).toBe('/en/story/a%20b%2Fc');
    expect(matchPath(path)?.params).toEqual({ storyId: 'a b/c' });
  });

  it('refuses to build a path without its parameter', () => {
    expect(() => pathFor('storyWithId', 'en')).toThrow('storyId');
  });
});

describe('analytics page-view names (SPEC §2)', () => {
  it('names every route', () => {
    expect(Object.fromEntries(routeKeys.map((key) => [key, routes[key].analytics]))).toEqual({
      home: 'Home',
      storyWithId: 'Story View',
      genre: 'Genre',
      author: 'Author',
      search: 'Search',
      calendar: 'Calendar',
      about: 'About',
      donate: 'Donate',
      terms: 'Terms',
      privacy: 'Privacy',
      newStory: 'Admin',
      editStory: 'Admin',
      storyList: 'Admin',
      schedule: 'Admin',
      readerStats: 'Admin',
      storyPreview: 'Admin',
      newsletter: 'Newsletter',
      library: 'My Stories',
      account: 'Account',
    });
  });
});

describe('edge cases', () => {
  it('names the route and the parameter it is missing, for an absent or empty value', () => {
    expect(() => pathFor('storyWithId', 'en', {})).toThrow('pathFor(storyWithId): missing parameter storyId');
    expect(() => pathFor('storyWithId', 'es', { storyId: '' })).toThrow(
      'pathFor(storyWithId): missing parameter storyId',
    );
  });

  it('keeps every segment of an unknown unprefixed path under the new prefix', () => {
    expect(convertPath('/nope/deeper', 'de')).toBe('/de/nope/deeper');
    expect(convertPath('/es/nada', 'fr')).toBe('/fr/nada');
  });

  it('marks only the story form, the stories list, the schedule, the readers’ figures and the preview as admin routes', () => {
    expect([...adminRoutes].sort()).toEqual([
      'editStory',
      'newStory',
      'readerStats',
      'schedule',
      'storyList',
      'storyPreview',
    ]);
  });
});

describe('what each route shows', () => {
  it("gives each route its page: the remotes' pages, and the shell's own content pages", () => {
    expect(Object.fromEntries(routeKeys.map((key) => [key, routes[key].page]))).toEqual({
      home: { remote: 'reader', expose: './HomePage' },
      storyWithId: { remote: 'reader', expose: './StoryPage' },
      genre: { remote: 'reader', expose: './StoryListingPage' },
      author: { remote: 'reader', expose: './StoryListingPage' },
      search: { remote: 'reader', expose: './SearchPage' },
      calendar: { remote: 'calendar', expose: './CalendarPage' },
      donate: { remote: 'donate', expose: './DonatePage' },
      newStory: { remote: 'admin', expose: './StoryFormPage' },
      editStory: { remote: 'admin', expose: './StoryFormPage' },
      storyList: { remote: 'admin', expose: './StoryListPage' },
      schedule: { remote: 'admin', expose: './SchedulePage' },
      readerStats: { remote: 'admin', expose: './ReaderStatsPage' },
      storyPreview: { remote: 'reader', expose: './StoryPreviewPage' },
      about: { shell: 'about' },
      terms: { shell: 'terms' },
      privacy: { shell: 'privacy' },
      newsletter: { shell: 'newsletter' },
      library: { remote: 'reader', expose: './LibraryPage' },
      account: { remote: 'auth', expose: './AccountPage' },
    });
    expect(remotePageOf('calendar')).toEqual({ remote: 'calendar', expose: './CalendarPage' });
    expect(remotePageOf('about')).toBeUndefined();
  });

  it("names as a route's data loader the one its page's remote exposes beside the page, for every page that has one", () => {
    for (const key of routeKeys) {
      const page = remotePageOf(key);
      const beside =
        page && Object.hasOwn(federationContract[page.remote], `${page.expose}.data`)
          ? { remote: page.remote, expose: `${page.expose}.data` }
          : undefined;
      expect(routes[key].data).toEqual(beside);
    }
  });

  it('heads the home page with its tagline, a story page with its story and a listing page with its subject', () => {
    expect(routeKeys.filter((key) => routes[key].head !== 'page')).toEqual(['home', 'storyWithId', 'genre', 'author']);
    expect(routes.home.head).toBe('home');
    expect(routes.storyWithId.head).toBe('story');
    expect(routes.genre.head).toBe('listing');
    expect(routes.author.head).toBe('listing');
  });
});
