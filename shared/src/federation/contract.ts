// The federation contract between the shell and the remotes: which remotes exist, the name of each one's
// container, what each exposes (components with their props, and the data loaders beside its pages), and the
// types that travel from one remote to another. The shell's route table, the build config factory and every
// remote's rspack config read it, so a rename or a new expose is a type error everywhere it matters instead of a
// blank slot at run time.
import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';
import type { Story, StoryPreview } from '../supabase/types';

/** An exposed component; its props are carried by type only (the value is never read). */
type Exposed<Props> = { readonly kind: 'component'; readonly props?: Props };
const exposed = <Props = NoProps>(): Exposed<Props> => ({ kind: 'component' });

/** A page's data loader (`./<Page>.data`, Module Federation's data-fetch convention): see `DataLoader`. */
type ExposedData = { readonly kind: 'data' };
const loader = (): ExposedData => ({ kind: 'data' });

/** A page or slot that takes no props from the shell. */
export type NoProps = Record<string, never>;

export type AuthView = 'login' | 'signup' | 'reset';

/** What opens the auth dialog passes it. */
export type AuthDialogProps = {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called once when a user exists (after login or signup). */
  onSuccess?: () => void;
  /** Where the dialog starts; login by default. */
  initialView?: AuthView;
};

/**
 * Router state a link to a story passes along (the calendar → the reader's story page): the card it showed, from
 * which the story page shows the story's heading while the full story loads.
 */
export type StoryLinkState = { preview: StoryPreview };

/** One page of a listing's stories (a genre's, an author's), newest first, and how many the listing has in all. */
export type StoryListing = { stories: StoryPreview[]; total: number; page: number; pageSize: number };

/** What a page's data loader is asked: the route's parameters and query, the page's language, who asks and when. */
export type DataRequest = {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  lng: Language;
  /** An admin's answers (scheduled stories too) are cached apart from a reader's. */
  admin: boolean;
  /** The reader's "now": today's story and the current month are the reader's. */
  now: Date;
  /**
   * The shell's server asks: its page may be made for another zone than the browser's (a first visit, before the
   * browser has named its own), and moves to the browser's zone once hydrated.
   */
  onServer: boolean;
};

/** One answer a page shows: the cache key its hook reads, and how to fetch it. */
export type DataNeed<T = unknown> = { key: string; fetch: () => Promise<T> };

export type PageData = {
  /** What the page shows; the server renders with these answers and hands them over, a navigation starts them. */
  needs: readonly DataNeed[];
  /** The story the page is about (a story page): it names the page in its head; null means the page is not found. */
  story?: DataNeed<Story | null>;
  /** The stories the page lists (a genre's, an author's): null means there is no such listing (not found). */
  listing?: DataNeed<StoryListing | null>;
  /**
   * Starts, on a navigation, what the page loads for itself outside the cache (the admin form's story, read anew
   * on each opening): the page then finds its request under way.
   */
  prefetch?: () => void;
};

/**
 * A page's data loader, exposed by the remote beside the page: what the page needs for a request, with the page's
 * own queries and cache keys. The shell's server calls it before rendering, the browser on a navigation; the
 * answers go into the page's SWR cache, where the page's hooks find them.
 */
export type DataLoader = (request: DataRequest) => PageData;

/** Each remote (its key in runtime-config.json's `remotes`) and the modules it exposes. */
export const federationContract = {
  reader: {
    './HomePage': exposed(),
    './HomePage.data': loader(),
    './StoryPage': exposed(),
    './StoryPage.data': loader(),
    './StoryListingPage': exposed(),
    './StoryListingPage.data': loader(),
    './SearchPage': exposed(),
    './SearchPage.data': loader(),
    './StoryPreviewPage': exposed(),
    './LibraryPage': exposed(),
  },
  calendar: { './CalendarPage': exposed(), './CalendarPage.data': loader() },
  donate: { './DonatePage': exposed(), './DonatePage.data': loader() },
  auth: { './AuthDialog': exposed<AuthDialogProps>(), './AccountMenu': exposed(), './AccountPage': exposed() },
  admin: {
    './StoryFormPage': exposed(),
    './StoryFormPage.data': loader(),
    './StoryListPage': exposed(),
    './StoryListPage.data': loader(),
    './SchedulePage': exposed(),
    './SchedulePage.data': loader(),
    './ReaderStatsPage': exposed(),
    './ReaderStatsPage.data': loader(),
  },
} as const;

type Contract = typeof federationContract;
export type RemoteKey = keyof Contract;
/** Every module a remote exposes, components and data loaders: what its build provides. */
export type ModuleName<K extends RemoteKey> = K extends RemoteKey ? keyof Contract[K] & string : never;
type NamesOf<K extends RemoteKey, Kind> = K extends RemoteKey
  ? { [E in keyof Contract[K]]: Contract[K][E] extends Kind ? E : never }[keyof Contract[K]] & string
  : never;
/** The components a remote exposes; of any of several remotes when `K` is a union. */
export type ExposeName<K extends RemoteKey> = NamesOf<K, Exposed<unknown>>;
/** The data loaders a remote exposes. */
export type LoaderName<K extends RemoteKey> = NamesOf<K, ExposedData>;
/** The props of one expose; the union of the candidates' props when `K` or `E` is a union. */
export type ExposeProps<K extends RemoteKey, E extends ExposeName<K>> = K extends RemoteKey
  ? E extends keyof Contract[K]
    ? Contract[K][E] extends Exposed<infer Props>
      ? Props
      : never
    : never
  : never;

/**
 * What the module behind an expose exports as its default: a component taking the contract's props. Every exposed
 * module ends with `export default Page satisfies ExposedComponent<'remote', './Page'>`, so a prop the contract
 * changes is a type error in the remote that must follow it.
 */
export type ExposedComponent<K extends RemoteKey, E extends ExposeName<K>> = ComponentType<ExposeProps<K, E>>;

/**
 * What the module behind a data loader's expose exports as its default: `export default load satisfies
 * ExposedLoader<'remote', './Page.data'>`.
 */
export type ExposedLoader<K extends RemoteKey, E extends LoaderName<K>> = E extends LoaderName<K> ? DataLoader : never;

/** Any component expose of any remote, as one value the route table can hold. */
export type RemoteExpose = {
  [K in RemoteKey]: { [E in ExposeName<K>]: { remote: K; expose: E } }[ExposeName<K>];
}[RemoteKey];

/** Any data loader of any remote. */
export type RemoteLoader = {
  [K in RemoteKey]: { [E in LoaderName<K>]: { remote: K; expose: E } }[LoaderName<K>];
}[RemoteKey];

export const remoteKeys = Object.keys(federationContract) as RemoteKey[];

/** The workspace package (and app folder) that builds a remote. */
export type RemoteApp = `mf-${RemoteKey}`;
export const remoteApp = <K extends RemoteKey>(key: K): `mf-${K}` => `mf-${key}`;

/** Module Federation container name of an app: the shell's and each remote's. */
export const containerName = <K extends RemoteKey | 'shell'>(key: K): `tales_${K}` => `tales_${key}`;

/** The id `loadRemote` takes for an expose (`tales_reader/HomePage`). */
export const exposeId = (key: RemoteKey, expose: string): string =>
  `${containerName(key)}/${expose.replace(/^\.\//, '')}`;

/** The folder a remote's server build is published in, beside its browser build (`dist/server/`). */
export const SERVER_BUILD_DIR = 'server';

/**
 * The ONE rule from a remote's browser entry in the runtime config (its `mf-manifest.json` or `remoteEntry.js`)
 * to its server entry: `remoteEntry.js` in the server folder next to it. The runtime config stays the only place
 * a remote's URL is written, for the browser and for the server alike.
 */
export const serverEntryUrl = (browserEntry: string): string =>
  new URL(`${SERVER_BUILD_DIR}/remoteEntry.js`, browserEntry).href;
