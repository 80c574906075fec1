// Loading layer: when a remote cannot be fetched, hand back a module whose component throws a
// RemoteUnavailableError, so the slot's error boundary shows the translated retry message.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tales-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      const cause = error instanceof Error ? error : new Error(String(error));
      const Unavailable = () => {
        throw new RemoteUnavailableError(id, cause);
      };
      return { default: Unavailable, __esModule: true };
    },
  };
}
