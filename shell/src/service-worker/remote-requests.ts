// Which requests of a page belong to a remote's deploy (other origins): its content-hashed code, served from the
// device, and the files that change in place with each deploy (manifest, entry, texts), asked of the network
// first. Anything else from another origin (the Supabase API, ads) is left to the browser.
import { isHashedFile } from '@tales/shared/federation';

const entryFile = /\/(mf-manifest\.json|remoteEntry\.js|locales\/[a-z]{2}\.json)$/;

export type RemoteRequestKind = 'hashed' | 'entry';

export function remoteRequestKind(url: URL, ownOrigin: string): RemoteRequestKind | undefined {
  if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return undefined;
  if (isHashedFile(url.pathname) && !url.pathname.endsWith('.map')) return 'hashed';
  if (entryFile.test(url.pathname)) return 'entry';
  return undefined;
}
