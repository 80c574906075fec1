// Loading layer: the runtime config names each remote by its mf-manifest.json. This plugin reads the manifest
// (through the runtime's fetch hook, so the retry plugin covers it; a first load takes the boot's early read),
// points the remote at the entry it names and preloads the expose's own files beside it. It replaces the
// runtime's snapshot plugin, which the builds leave out (`disableSnapshot`): the shell needs no more of the
// manifest than this.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  manifestFrom,
  preload,
  preloadExposeFiles,
  remoteEntryUrl,
  takeEarlyRead,
  type RemoteManifest,
} from './manifest';

const isManifest = (entry: string) => new URL(entry, window.location.href).pathname.endsWith('.json');

export default function manifestPlugin(): ModuleFederationRuntimePlugin {
  // One read per manifest URL; a remote registered again (a retry, a shipped release) reads it afresh.
  const manifests = new Map<string, Promise<RemoteManifest>>();

  return {
    name: 'tales-remote-manifest',
    registerRemote(args) {
      if ('entry' in args.remote) manifests.delete(args.remote.entry);
      return args;
    },
    async afterResolve(args) {
      const { remote, remoteInfo, expose, origin } = args;
      if (!('entry' in remote) || !isManifest(remote.entry)) return args;
      const url = remote.entry;
      let manifest = manifests.get(url);
      if (!manifest) {
        const read = () => readManifest(url, (input, init) => origin.loaderHook.lifecycle.fetch.emit(input, init));
        manifest = takeEarlyRead(url)?.catch(read) ?? read();
        manifests.set(url, manifest);
        manifest.catch(() => manifests.delete(url));
      }
      const read = await manifest;
      remoteInfo.entry = remoteEntryUrl(url, read);
      remoteInfo.type = read.metaData.remoteEntry.type ?? remoteInfo.type;
      remoteInfo.entryGlobalName = read.metaData.globalName ?? remoteInfo.entryGlobalName;
      remoteInfo.buildVersion = read.metaData.buildInfo?.buildVersion;
      preload(remoteInfo.entry, 'script');
      preloadExposeFiles(url, read, expose);
      return args;
    },
  };
}

type HookFetch = (input: string, init: RequestInit) => Promise<unknown>;

async function readManifest(url: string, hookFetch: HookFetch): Promise<RemoteManifest> {
  // A plugin's fetch hook (the retry plugin's) answers, else a plain fetch does.
  const answered = await hookFetch(url, {});
  return manifestFrom(url, answered instanceof Response ? answered : await fetch(url));
}
