// The federation runtime's snapshot handler as the browser builds use it: they leave out the snapshot plugin
// (experiments.optimization.disableSnapshot), and the shell's manifest plugin reads a remote's mf-manifest.json
// itself, so no snapshot is ever loaded or stored. The runtime's own handler still ships its snapshot and manifest
// loading code (and the sdk's manifest-to-snapshot conversion); this one keeps only what the runtime calls
// without the plugin: a place for plugins to register, the manifest cache a removed remote is dropped from, and
// the snapshot lookup of a removed remote, which finds nothing. Same exports as the runtime's module.

type Plugin = { name: string };

/** Snapshot hooks with no lifecycle: nothing emits them once snapshots are never loaded. */
class SnapshotHooks {
  readonly lifecycle = {};
  readonly lifecycleKeys: string[] = [];
  registerPlugins: Record<string, Plugin> = {};

  applyPlugin(plugin: Plugin): void {
    this.registerPlugins[plugin.name] ??= plugin;
  }

  removePlugin(pluginName: string): void {
    delete this.registerPlugins[pluginName];
  }
}

/** The host's snapshot of a remote: none, as no snapshot is stored. */
export function getGlobalRemoteInfo(): {
  hostGlobalSnapshot: undefined;
  globalSnapshot: undefined;
  remoteSnapshot: undefined;
} {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

export class SnapshotHandler {
  readonly hooks = new SnapshotHooks();
  readonly manifestCache = new Map<string, unknown>();

  getGlobalRemoteInfo() {
    return getGlobalRemoteInfo();
  }

  /** Only `preloadRemote` asks for a snapshot; the site preloads a remote's files from its manifest instead. */
  loadRemoteSnapshotInfo(): Promise<never> {
    return Promise.reject(
      new Error(
        'Module Federation snapshots are left out of this build (disableSnapshot): preloadRemote is not available',
      ),
    );
  }
}
