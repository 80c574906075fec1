// One lazily-loaded component per remote expose, and one loaded data loader per page that has one, typed by the
// federation contract. A load can start before React renders (boot preloads the route's remote in parallel with
// i18n), the retry button replaces a failed load with a fresh one, and a remote that moves to a new release is
// forgotten, so its next render or navigation loads the new version.
import { lazy, type LazyExoticComponent } from 'react';
import type { DataLoader, ExposedComponent, ExposeName, RemoteKey, RemoteLoader } from '@tales/shared/federation';
import { loadOnceEach } from '@tales/shared/load';
import { loadExposed, onRemotesMoved } from './remotes';

type RemoteModule<K extends RemoteKey, E extends ExposeName<K>> = { default: ExposedComponent<K, E> };
type AnyModule = RemoteModule<RemoteKey, ExposeName<RemoteKey>> | { default: DataLoader };

// Held without their props; `idOf` keys them by remote and expose, so each one comes back with its own type.
const loads = loadOnceEach<AnyModule>();
const components = new Map<string, LazyExoticComponent<ExposedComponent<RemoteKey, ExposeName<RemoteKey>>>>();

const idOf = (remote: RemoteKey, expose: string) => `${remote}/${expose}`;

/** Starts (or reuses) the load of an expose; `fresh` forgets a previous attempt and its cached entry. */
export function preloadExposed<K extends RemoteKey, E extends ExposeName<K>>(
  remote: K,
  expose: E,
  fresh = false,
): Promise<RemoteModule<K, E>> {
  const id = idOf(remote, expose);
  if (fresh) {
    loads.forget((key) => key === id);
    components.delete(id);
  }
  return loads.get(id, () => loadExposed<AnyModule>(remote, expose, fresh)) as Promise<RemoteModule<K, E>>;
}

/** A page's data loader (its remote's `./<Page>.data`), loaded once per release. */
export async function loadDataLoader({ remote, expose }: RemoteLoader): Promise<DataLoader> {
  const loaded = (await loads.get(idOf(remote, expose), () =>
    loadExposed<{ default: DataLoader }>(remote, expose),
  )) as { default: DataLoader };
  if (typeof loaded.default !== 'function') throw new Error(`${remote}/${expose} exports no data loader`);
  return loaded.default;
}

export function remoteComponent<K extends RemoteKey, E extends ExposeName<K>>(
  remote: K,
  expose: E,
): LazyExoticComponent<ExposedComponent<K, E>> {
  const id = idOf(remote, expose);
  let component = components.get(id) as LazyExoticComponent<ExposedComponent<K, E>> | undefined;
  if (!component) {
    component = lazy(() => preloadExposed(remote, expose));
    components.set(id, component as LazyExoticComponent<ExposedComponent<RemoteKey, ExposeName<RemoteKey>>>);
  }
  return component;
}

/** Drops every cached load and component of these remotes (a slot already rendering one keeps it). */
function forgetRemotes(moved: RemoteKey[]): void {
  const ofMoved = (id: string) => moved.some((remote) => id.startsWith(`${remote}/`));
  loads.forget(ofMoved);
  for (const id of [...components.keys()]) if (ofMoved(id)) components.delete(id);
}

onRemotesMoved(forgetRemotes);

/** Tests start from a clean slate. */
export function resetRemoteModules(): void {
  loads.forget();
  components.clear();
}
