// The federation contract between the shell and the remotes: which remotes exist, the name of each one's
// container, what each exposes and with which props, and the types that travel from one remote to another.
// The shell's route table, the build config factory and every remote's rspack config read it, so a rename or a
// new expose is a type error everywhere it matters instead of a blank slot at run time.
import type { ComponentType } from 'react';
import type { StoryPreview } from '../supabase/types';

/** Props of an exposed component, carried by type only (the value is never read). */
type Exposed<Props> = { readonly props?: Props };
const exposed = <Props = NoProps>(): Exposed<Props> => ({});

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

/** Each remote (its key in runtime-config.json's `remotes`) and the modules it exposes. */
export const federationContract = {
  reader: { './HomePage': exposed(), './StoryPage': exposed() },
  calendar: { './CalendarPage': exposed() },
  donate: { './DonatePage': exposed() },
  auth: { './AuthDialog': exposed<AuthDialogProps>(), './AccountMenu': exposed() },
  admin: { './StoryFormPage': exposed() },
} as const;

type Contract = typeof federationContract;
export type RemoteKey = keyof Contract;
/** The exposes of a remote; of any of several remotes when `K` is a union. */
export type ExposeName<K extends RemoteKey> = K extends RemoteKey ? keyof Contract[K] & string : never;
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

/** Any expose of any remote, as one value the route table can hold. */
export type RemoteExpose = { [K in RemoteKey]: { [E in ExposeName<K>]: { remote: K; expose: E } }[ExposeName<K>] }[RemoteKey];

export const remoteKeys = Object.keys(federationContract) as RemoteKey[];

/** The workspace package (and app folder) that builds a remote. */
export type RemoteApp = `mf-${RemoteKey}`;
export const remoteApp = <K extends RemoteKey>(key: K): `mf-${K}` => `mf-${key}`;

/** Module Federation container name of an app: the shell's and each remote's. */
export const containerName = <K extends RemoteKey | 'shell'>(key: K): `tales_${K}` => `tales_${key}`;

/** The id `loadRemote` takes for an expose (`tales_reader/HomePage`). */
export const exposeId = (key: RemoteKey, expose: string): string => `${containerName(key)}/${expose.replace(/^\.\//, '')}`;

/** The folder a remote's server build is published in, beside its browser build (`dist/server/`). */
export const SERVER_BUILD_DIR = 'server';

/**
 * The ONE rule from a remote's browser entry in the runtime config (its `mf-manifest.json` or `remoteEntry.js`)
 * to its server entry: `remoteEntry.js` in the server folder next to it. The runtime config stays the only place
 * a remote's URL is written, for the browser and for the server alike.
 */
export const serverEntryUrl = (browserEntry: string): string => new URL(`${SERVER_BUILD_DIR}/remoteEntry.js`, browserEntry).href;
