// One lazily-loaded component per remote expose. A load can start before React renders (boot preloads the
// route's remote in parallel with i18n), and the retry button replaces a failed load with a fresh one.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteKey } from '@tales/shared/config';
import { loadExposed } from './remotes';

// Remote components take whatever props their slot passes; their types live with each remote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type RemoteModule = { default: AnyComponent };

const loads = new Map<string, Promise<RemoteModule>>();
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

const idOf = (remote: RemoteKey, expose: string) => `${remote}/${expose}`;

/** Starts (or reuses) the load of an expose; `fresh` forgets a previous attempt and its cached entry. */
export function preloadExposed(remote: RemoteKey, expose: string, fresh = false): Promise<RemoteModule> {
  const id = idOf(remote, expose);
  let load = loads.get(id);
  if (!load || fresh) {
    load = loadExposed<RemoteModule>(remote, expose, fresh);
    loads.set(id, load);
    if (fresh) components.delete(id);
    // A failed load is not cached, so the next render or retry tries again.
    load.catch(() => {
      if (loads.get(id) === load) loads.delete(id);
    });
  }
  return load;
}

export function remoteComponent(remote: RemoteKey, expose: string): LazyExoticComponent<AnyComponent> {
  const id = idOf(remote, expose);
  let component = components.get(id);
  if (!component) {
    component = lazy(() => preloadExposed(remote, expose));
    components.set(id, component);
  }
  return component;
}

/** Tests start from a clean slate. */
export function resetRemoteModules(): void {
  loads.clear();
  components.clear();
}
