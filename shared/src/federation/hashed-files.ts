// Production builds name their code `[name].[contenthash:8].js|css`: such a file never changes, so servers let
// caches keep it for a year and the service worker serves it from the device. Everything else an app serves
// (HTML, manifests, remote entries, texts) changes in place with a deploy and is revalidated.
const hashedName = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** Whether a file name, path or URL names a content-hashed (immutable) build output. */
export function isHashedFile(nameOrUrl: string): boolean {
  return hashedName.test(nameOrUrl.split(/[?#]/)[0]);
}
