// On the server every remote module a page needs is loaded (or given up on) before React renders; the slots take
// them from here. A module the server could not load renders nothing there: its Suspense boundary is left to the
// browser, which loads the remote's browser build and renders the slot itself.
import { createContext, type ComponentType } from 'react';
import { exposeId, type RemoteKey } from '@tales/shared/federation';

/** What the server's `onError` answers as the digest of a slot it leaves to the browser; hydration expects it. */
export const CLIENT_RENDER_DIGEST = 'tales-client-render';

/** A remote module the server leaves to the browser (its code did not load in time, or it failed). */
export class ClientRenderError extends Error {
  readonly digest = CLIENT_RENDER_DIGEST;
  constructor(readonly moduleId: string) {
    super(`${moduleId} renders in the browser`);
    this.name = 'ClientRenderError';
  }
}

/** Loaded exposes by module id (`tales_reader/HomePage`); an absent id renders in the browser. */
export type ServerModules = ReadonlyMap<string, ComponentType<object>>;

export const ServerModulesContext = createContext<ServerModules | undefined>(undefined);

/** The server's component for a slot: the loaded expose, or one that hands the slot to the browser. */
export function serverComponent(modules: ServerModules, remote: RemoteKey, expose: string): ComponentType<object> {
  const id = exposeId(remote, expose);
  const loaded = modules.get(id);
  if (loaded) return loaded;
  return function ClientOnly(): never {
    throw new ClientRenderError(id);
  };
}
