// The stylesheets a server-rendered page carries in its head: the shell's and its remote page's, inline, so the
// first paint waits for no stylesheet request (on a revisit from the device none at all).
import type { RouteKey } from '@tales/shared/routing';
import { FIRST_PAINT_CHUNKS, pageChunkName } from '@tales/build/css-chunks';
import type { ShellStylesheet } from '../../server/ssr-contract';

/**
 * The shell's styles a page of a route paints with, inline, each file also named by a disabled link so the
 * shell's CSS chunk loader neither fetches nor appends it again.
 */
export function inlineStyles(styles: Record<string, ShellStylesheet[]>, key: RouteKey | undefined): string {
  const groups = [...FIRST_PAINT_CHUNKS, ...(key ? [pageChunkName(key)] : [])];
  const sheets = [
    ...new Map(groups.flatMap((group) => styles[group] ?? []).map((sheet) => [sheet.href, sheet])).values(),
  ];
  return styleElement('data-shell-styles', sheets);
}

/** A stylesheet's address and, when it could be read, its text. */
export type RemoteStylesheet = { href: string; css: string | null };

/**
 * The remote page's stylesheets: those read inline, named by disabled links so the remote's CSS loader and the
 * shell's preloads take them as loaded; one that could not be read stays a plain link.
 */
export function remoteStyles(sheets: readonly RemoteStylesheet[]): string {
  const read = sheets.filter((sheet): sheet is ShellStylesheet => sheet.css !== null);
  const unread = sheets
    .filter((sheet) => sheet.css === null)
    .map(({ href }) => `<link rel="stylesheet" href="${href}" />`);
  return [...(read.length ? [styleElement('data-remote-styles', read)] : []), ...unread].join('\n    ');
}

/** One style element with the sheets' text (closing tags cannot end it early) and a disabled link per file. */
function styleElement(attribute: string, sheets: readonly ShellStylesheet[]): string {
  const css = sheets.map((sheet) => sheet.css).join('\n');
  return [
    `<style ${attribute}>${css.replace(/<\//g, '<\\/')}</style>`,
    ...sheets.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled />`),
  ].join('\n    ');
}
