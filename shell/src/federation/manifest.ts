// The part of a remote's mf-manifest.json the shell reads before and beside the federation runtime: where its
// entry is and which files each expose needs (paths relative to the manifest).
type Assets = { sync: string[]; async?: string[] };

export type RemoteManifest = {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: Assets; css: Assets } }[];
};

/** The remote's entry script, resolved against the manifest's own URL. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(`${path}${name}`, new URL('.', manifestUrl)).href;
}
