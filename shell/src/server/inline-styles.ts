// The shell's stylesheets a server-rendered page carries in its head.
import type { RouteKey } from '@tales/shared/routing';
import { FIRST_PAINT_CHUNKS, pageChunkName } from '@tales/shared/tools/css-chunks';
import type { ShellStylesheet } from '@tales/shared/tools/ssr-contract';

/**
 * The shell's styles a page of a route paints with, inline (closing tags cannot end the style element early),
 * each file also named by a disabled link so the shell's CSS chunk loader neither fetches nor appends it again.
 */
export function inlineStyles(styles: Record<string, ShellStylesheet[]>, key: RouteKey | undefined): string {
  const groups = [...FIRST_PAINT_CHUNKS, ...(key ? [pageChunkName(key)] : [])];
  const sheets = [...new Map(groups.flatMap((group) => styles[group] ?? []).map((sheet) => [sheet.href, sheet])).values()];
  const css = sheets.map((sheet) => sheet.css).join('\n');
  return [`<style data-shell-styles>${css.replace(/<\//g, '<\\/')}</style>`, ...sheets.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled />`)].join('\n    ');
}
