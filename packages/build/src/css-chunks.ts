// The names the shell's chunks carry for the server renderer to find their stylesheets (css-chunks-plugin).

/** Written by the shell's browser build: each named chunk group → its stylesheets (files of the build). */
export const CSS_CHUNKS_FILE = 'css-chunks.json';

export type CssChunks = Record<string, string[]>;

/** The chunk groups every page paints with: the entry and the app it boots (`import('./bootstrap')`). */
export const FIRST_PAINT_CHUNKS = ['main', 'bootstrap'];

/**
 * The chunk group of a route's own page in the shell (`webpackChunkName: "page-about"` for the route `about`):
 * its stylesheet is inlined on that route only.
 */
export const pageChunkName = (routeKey: string) => `page-${routeKey}`;
