// The route table of SPEC §2: one entry per route key, its localized slug per language and its analytics name.
import type { Language } from '../i18n/languages';

export const routeKeys = ['home', 'calendar', 'storyWithId', 'about', 'donate', 'terms', 'privacy', 'newStory', 'editStory'] as const;
export type RouteKey = (typeof routeKeys)[number];

type Slugs = Record<Language, string>;

/** `en` slugs, also used by cn and ru (SPEC: "cn / ru" column, and English where SPEC shows none). */
function withEnglish(en: string, others: Omit<Slugs, 'en' | 'cn' | 'ru'>): Slugs {
  return { en, cn: en, ru: en, ...others };
}

/** Path patterns after the language prefix; `:name` is a parameter. Home is the empty pattern. */
export const routeSlugs: Record<RouteKey, Slugs> = {
  home: withEnglish('', { es: '', pt: '', fr: '', it: '', de: '' }),
  calendar: withEnglish('calendar', { es: 'calendario', pt: 'calendario', fr: 'calendrier', it: 'calendario', de: 'kalender' }),
  storyWithId: withEnglish('story/:storyId', {
    es: 'cuento/:storyId',
    pt: 'historia/:storyId',
    fr: 'histoire/:storyId',
    it: 'storia/:storyId',
    de: 'geschichte/:storyId',
  }),
  about: withEnglish('about', { es: 'acerca', pt: 'sobre', fr: 'a-propos', it: 'chi-siamo', de: 'uber' }),
  donate: withEnglish('donate', { es: 'donar', pt: 'doar', fr: 'don', it: 'dona', de: 'spenden' }),
  terms: withEnglish('terms', { es: 'terminos', pt: 'termos', fr: 'conditions', it: 'termini', de: 'bedingungen' }),
  privacy: withEnglish('privacy', { es: 'privacidad', pt: 'privacidade', fr: 'confidentialite', it: 'privacy', de: 'datenschutz' }),
  newStory: withEnglish('admin/new-story', {
    es: 'admin/nuevo-cuento',
    pt: 'admin/nova-historia',
    fr: 'admin/nouvelle-histoire',
    it: 'admin/nuova-storia',
    de: 'admin/neue-geschichte',
  }),
  // SPEC leaves the edit path open; it is localized like newStory.
  editStory: withEnglish('admin/edit-story/:id', {
    es: 'admin/editar-cuento/:id',
    pt: 'admin/editar-historia/:id',
    fr: 'admin/modifier-histoire/:id',
    it: 'admin/modifica-storia/:id',
    de: 'admin/geschichte-bearbeiten/:id',
  }),
};

/** Analytics page-view names (SPEC §2). */
export const analyticsNames: Record<RouteKey, string> = {
  home: 'Home',
  calendar: 'Calendar',
  storyWithId: 'Story View',
  about: 'About',
  donate: 'Donate',
  terms: 'Terms',
  privacy: 'Privacy',
  newStory: 'Admin',
  editStory: 'Admin',
};

/** Routes only administrators may open (SPEC §6). */
export const adminRoutes: readonly RouteKey[] = ['newStory', 'editStory'];
