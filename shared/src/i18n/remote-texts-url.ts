/** A remote's texts in one language: `locales/{lng}.json` next to its manifest (or the standalone page). */
export function remoteTextsUrl(base: string, lng: string): string {
  return new URL(`locales/${lng}.json`, base).href;
}
