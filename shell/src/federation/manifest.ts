// The part of a remote's mf-manifest.json the shell reads before and beside the federation runtime: where its
// entry is and which files each expose needs (paths relative to the manifest).
type Assets = { sync: string[]; async?: string[] };

export type RemoteManifest = {
  metaData: {
    remoteEntry: { name: string; path: string; type?: string };
    globalName?: string;
    buildInfo?: { buildVersion?: string };
  };
  exposes: { path: string; assets: { js: Assets; css: Assets } }[];
};

/** Manifests read before the federation runtime started, each handed to it once (it reads afresh after that). */
const earlyReads = new Map<string, Promise<RemoteManifest>>();

/** Reads a manifest ahead of the runtime, which takes this read instead of asking the network again. */
export function readManifestEarly(url: string): Promise<RemoteManifest> {
  const read = fetch(url).then((res) => manifestFrom(url, res));
  read.catch(() => undefined); // the runtime reads it again if this one failed
  earlyReads.set(url, read);
  return read;
}

/** The manifest a response to `url` carries; a failed answer throws. */
export async function manifestFrom(url: string, res: Response): Promise<RemoteManifest> {
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as RemoteManifest;
}

/** The early read of `url`, if one was made and not taken yet. */
export function takeEarlyRead(url: string): Promise<RemoteManifest> | undefined {
  const read = earlyReads.get(url);
  earlyReads.delete(url);
  return read;
}

/** The remote's entry script, resolved against the manifest's own URL. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(`${path}${name}`, new URL('.', manifestUrl)).href;
}

/**
 * Asks for a file ahead of its use (once per URL); the federation runtime's script and style tags reuse it. A file
 * the page already names (a server-rendered page's stylesheets and preloads) is not asked for again.
 */
export function preload(href: string, as: 'fetch' | 'script' | 'style'): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload], link[rel=stylesheet]');
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  // fetch() asks in cors mode; the federation runtime's script and style tags don't.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/** Preloads the files an expose needs right away (its own chunks and styles), next to the remote's entry. */
export function preloadExposeFiles(manifestUrl: string, manifest: RemoteManifest, expose: string): void {
  const base = new URL('.', manifestUrl);
  const assets = manifest.exposes.find((e) => e.path === expose)?.assets;
  for (const file of assets?.js.sync ?? []) preload(new URL(file, base).href, 'script');
  for (const file of assets?.css.sync ?? []) preload(new URL(file, base).href, 'style');
}
