// The route table (SPEC §2): one entry per route with everything the site knows of it: its localized slugs, its
// analytics name, whether only admins may open it, its page (a remote's expose in the federation contract, or one
// of the shell's own pages), the page's data loader and what its head says. The shell's router, its server, the
// boot and the service worker all read this table; `matchPath` (paths.ts) turns a pathname into one of its routes.
import type { RemoteExpose, RemoteLoader } from '../federation/contract';
import type { Language } from '../i18n/languages';

export const routeKeys = [
  'home',
  'calendar',
  'storyWithId',
  'genre',
  'author',
  'search',
  'about',
  'donate',
  'terms',
  'privacy',
  'newStory',
  'editStory',
  'storyList',
  'schedule',
  'readerStats',
  'storyPreview',
  'newsletter',
  'library',
  'account',
] as const;
export type RouteKey = (typeof routeKeys)[number];

type Slugs = Record<Language, string>;

/** The shell's own pages (each a chunk of the shell's build). */
export type ShellPage = 'about' | 'terms' | 'privacy' | 'newsletter';

/** What a route shows: a remote's page through its slot, or one of the shell's pages. */
export type RoutePage = RemoteExpose | { shell: ShellPage };

/**
 * What the page head says beyond the route's own title and description (`meta.titles.<key>`): the home page its
 * tagline; a story page the story its loader names (its title, text and dates; none: not found); a listing page
 * (a genre's or an author's stories) its subject, named by the route's parameter (no stories: not found).
 */
export type RouteHead = 'home' | 'page' | 'story' | 'listing';

export type Route = {
  /** Path patterns after the language prefix; `:name` is a parameter. Home is the empty pattern. */
  slugs: Slugs;
  /** The page-view name analytics records (SPEC §2). */
  analytics: string;
  /** Only administrators may open it (SPEC §6): rendered in the browser, behind the admin guard. */
  admin: boolean;
  page: RoutePage;
  /** The page's data loader, exposed by the page's remote beside the page. */
  data?: RemoteLoader;
  head: RouteHead;
  /** Kept out of search engines and the sitemap (a page of links from mails, carrying tokens; search results). */
  noindex?: true;
  /** A signed-in reader's own page: its code is kept on the device (service worker) only for a session. */
  account?: true;
};

/** `en` slugs, also used by cn and ru (SPEC: "cn / ru" column, and English where SPEC shows none). */
function withEnglish(en: string, others: Omit<Slugs, 'en' | 'cn' | 'ru'>): Slugs {
  return { en, cn: en, ru: en, ...others };
}

/** The admin's story form: new and edit are one page, rendered in the browser behind the admin guard. */
const storyForm = {
  analytics: 'Admin',
  admin: true,
  page: { remote: 'admin', expose: './StoryFormPage' },
  data: { remote: 'admin', expose: './StoryFormPage.data' },
  head: 'page',
} as const satisfies Omit<Route, 'slugs'>;

/** An admin page of its own (not the form): rendered in the browser behind the admin guard, like the form. */
const adminPage = { analytics: 'Admin', admin: true, head: 'page' } as const;

export const routes: Record<RouteKey, Route> = {
  home: {
    slugs: withEnglish('', { es: '', pt: '', fr: '', it: '', de: '' }),
    analytics: 'Home',
    admin: false,
    page: { remote: 'reader', expose: './HomePage' },
    data: { remote: 'reader', expose: './HomePage.data' },
    head: 'home',
  },
  calendar: {
    slugs: withEnglish('calendar', {
      es: 'calendario',
      pt: 'calendario',
      fr: 'calendrier',
      it: 'calendario',
      de: 'kalender',
    }),
    analytics: 'Calendar',
    admin: false,
    page: { remote: 'calendar', expose: './CalendarPage' },
    data: { remote: 'calendar', expose: './CalendarPage.data' },
    head: 'page',
  },
  storyWithId: {
    slugs: withEnglish('story/:storyId', {
      es: 'cuento/:storyId',
      pt: 'historia/:storyId',
      fr: 'histoire/:storyId',
      it: 'storia/:storyId',
      de: 'geschichte/:storyId',
    }),
    analytics: 'Story View',
    admin: false,
    page: { remote: 'reader', expose: './StoryPage' },
    data: { remote: 'reader', expose: './StoryPage.data' },
    head: 'story',
  },
  genre: {
    // The parameter is a genre's key (`@tales/catalog` genres), the same in every language.
    slugs: withEnglish('genre/:genre', {
      es: 'genero/:genre',
      pt: 'genero/:genre',
      fr: 'genre/:genre',
      it: 'genere/:genre',
      de: 'genre/:genre',
    }),
    analytics: 'Genre',
    admin: false,
    page: { remote: 'reader', expose: './StoryListingPage' },
    data: { remote: 'reader', expose: './StoryListingPage.data' },
    head: 'listing',
  },
  author: {
    // The parameter is the author's name as the stories spell it.
    slugs: withEnglish('author/:author', {
      es: 'autor/:author',
      pt: 'autor/:author',
      fr: 'auteur/:author',
      it: 'autore/:author',
      de: 'autor/:author',
    }),
    analytics: 'Author',
    admin: false,
    page: { remote: 'reader', expose: './StoryListingPage' },
    data: { remote: 'reader', expose: './StoryListingPage.data' },
    head: 'listing',
  },
  search: {
    // The query is `?q=` (and `?page=N`); result pages are for readers, not for search engines.
    slugs: withEnglish('search', { es: 'buscar', pt: 'busca', fr: 'recherche', it: 'cerca', de: 'suche' }),
    analytics: 'Search',
    admin: false,
    page: { remote: 'reader', expose: './SearchPage' },
    data: { remote: 'reader', expose: './SearchPage.data' },
    head: 'page',
    noindex: true,
  },
  about: {
    slugs: withEnglish('about', { es: 'acerca', pt: 'sobre', fr: 'a-propos', it: 'chi-siamo', de: 'uber' }),
    analytics: 'About',
    admin: false,
    page: { shell: 'about' },
    head: 'page',
  },
  donate: {
    slugs: withEnglish('donate', { es: 'donar', pt: 'doar', fr: 'don', it: 'dona', de: 'spenden' }),
    analytics: 'Donate',
    admin: false,
    page: { remote: 'donate', expose: './DonatePage' },
    data: { remote: 'donate', expose: './DonatePage.data' },
    head: 'page',
  },
  terms: {
    slugs: withEnglish('terms', { es: 'terminos', pt: 'termos', fr: 'conditions', it: 'termini', de: 'bedingungen' }),
    analytics: 'Terms',
    admin: false,
    page: { shell: 'terms' },
    head: 'page',
  },
  privacy: {
    slugs: withEnglish('privacy', {
      es: 'privacidad',
      pt: 'privacidade',
      fr: 'confidentialite',
      it: 'privacy',
      de: 'datenschutz',
    }),
    analytics: 'Privacy',
    admin: false,
    page: { shell: 'privacy' },
    head: 'page',
  },
  newStory: {
    slugs: withEnglish('admin/new-story', {
      es: 'admin/nuevo-cuento',
      pt: 'admin/nova-historia',
      fr: 'admin/nouvelle-histoire',
      it: 'admin/nuova-storia',
      de: 'admin/neue-geschichte',
    }),
    ...storyForm,
  },
  editStory: {
    // SPEC leaves the edit path open; it is localized like newStory.
    slugs: withEnglish('admin/edit-story/:id', {
      es: 'admin/editar-cuento/:id',
      pt: 'admin/editar-historia/:id',
      fr: 'admin/modifier-histoire/:id',
      it: 'admin/modifica-storia/:id',
      de: 'admin/geschichte-bearbeiten/:id',
    }),
    ...storyForm,
  },
  storyList: {
    slugs: withEnglish('admin/stories', {
      es: 'admin/cuentos',
      pt: 'admin/historias',
      fr: 'admin/histoires',
      it: 'admin/storie',
      de: 'admin/geschichten',
    }),
    ...adminPage,
    page: { remote: 'admin', expose: './StoryListPage' },
    data: { remote: 'admin', expose: './StoryListPage.data' },
  },
  schedule: {
    slugs: withEnglish('admin/schedule', {
      es: 'admin/programacion',
      pt: 'admin/programacao',
      fr: 'admin/programmation',
      it: 'admin/programmazione',
      de: 'admin/zeitplan',
    }),
    ...adminPage,
    page: { remote: 'admin', expose: './SchedulePage' },
    data: { remote: 'admin', expose: './SchedulePage.data' },
  },
  // What readers read, in charts: page views, the most read stories, donations and subscribers.
  readerStats: {
    slugs: withEnglish('admin/readers', {
      es: 'admin/lectores',
      pt: 'admin/leitores',
      fr: 'admin/lecteurs',
      it: 'admin/lettori',
      de: 'admin/leser',
    }),
    ...adminPage,
    page: { remote: 'admin', expose: './ReaderStatsPage' },
    data: { remote: 'admin', expose: './ReaderStatsPage.data' },
  },
  storyPreview: {
    // A story as readers will see it, before they can (`?id=`: a saved one; `?draft`: the form's unsaved one): the
    // reader's own story page, loaded only for admins.
    slugs: withEnglish('admin/preview', {
      es: 'admin/vista-previa',
      pt: 'admin/pre-visualizacao',
      fr: 'admin/apercu',
      it: 'admin/anteprima',
      de: 'admin/vorschau',
    }),
    ...adminPage,
    page: { remote: 'reader', expose: './StoryPreviewPage' },
  },
  // The daily mail's page: subscribe, confirm, manage, leave. The newsletter function links and redirects here; it
  // keeps the same slugs (supabase/functions/_shared/newsletter-links.ts), compared by a test.
  newsletter: {
    slugs: withEnglish('newsletter', {
      es: 'boletin',
      pt: 'boletim',
      fr: 'lettre',
      it: 'newsletter',
      de: 'newsletter',
    }),
    analytics: 'Newsletter',
    admin: false,
    page: { shell: 'newsletter' },
    head: 'page',
    noindex: true,
  },
  // A signed-in reader's own stories (favourites and history): rendered in the browser, where the session is; a
  // signed-out visitor is asked to sign in. Nothing in it is for search engines.
  library: {
    slugs: withEnglish('my-stories', {
      es: 'mis-cuentos',
      pt: 'minhas-historias',
      fr: 'mes-histoires',
      it: 'le-mie-storie',
      de: 'meine-geschichten',
    }),
    analytics: 'My Stories',
    admin: false,
    page: { remote: 'reader', expose: './LibraryPage' },
    head: 'page',
    noindex: true,
    account: true,
  },
  // A signed-in reader's account (name, email, password, their data, deletion): like My stories, rendered in the
  // browser and kept from search engines.
  account: {
    slugs: withEnglish('account', {
      es: 'cuenta',
      pt: 'conta',
      fr: 'compte',
      it: 'account',
      de: 'konto',
    }),
    analytics: 'Account',
    admin: false,
    page: { remote: 'auth', expose: './AccountPage' },
    head: 'page',
    noindex: true,
    account: true,
  },
};

/** The routes only administrators may open. */
export const adminRoutes: readonly RouteKey[] = routeKeys.filter((key) => routes[key].admin);

/** A remote's page, or undefined for one of the shell's pages. */
export function remotePageOf(key: RouteKey): RemoteExpose | undefined {
  const { page } = routes[key];
  return 'shell' in page ? undefined : page;
}
