/**
 * The site's own colours where CSS cannot reach them (the page's theme-color, the web app manifest, the icons):
 * the light theme's page background and accent, which themes.css.ts uses too, and the browser's UI colour.
 */
export const brand = {
  /** SPEC: the page's theme colour is black. */
  themeColor: '#000000',
  background: '#faf8f5',
  accent: '#8a3b12',
} as const;
