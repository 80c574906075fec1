// Runtime plugin of a remote's server build. The build's public path is not known when it is built (the runtime
// config names the remote's URL), so it is fixed when the shell's server first initialises this copy of the
// remote: the browser build's folder, the parent of the server entry it registered under this container's name
// (the contract's serverEntryUrl). Chunks this copy loads later come from its own folder even after the server
// has moved on to a newer version of the remote.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __webpack_require__: { p?: string };

type RegisteredRemote = { name: string; entry?: string };
type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: { options: { remotes?: RegisteredRemote[] } }[] } };

export default function serverPublicPathPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tales-server-public-path',
    beforeInit(args) {
      for (const instance of (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? []) {
        const registered = instance.options.remotes?.find(
          (remote) => remote.name === args.options.name && remote.entry,
        );
        if (registered?.entry) __webpack_require__.p = new URL('../', registered.entry).href;
      }
      return args;
    },
  };
}
