// The page around the rendered app: the shell's own index.html (its scripts, styles and the inline theme script
// that runs before first paint), with the page's head, the rendered markup in #root and the data hand-off.
//
// A rendered page asks for its scripts at its end, after its markup: asked for from the head, their loading
// overlaps the page's own parsing and first layout on a slow phone, and the story is painted a frame after the
// page's top instead of with it. The app starts after parsing either way (its scripts are deferred).
import { HANDOFF_ELEMENT_ID, serializeHandoff, type DataHandoff } from '@tales/shared/data';
import type { PageHead } from './page-head';

const ROOT = '<div id="root"></div>';
/**
 * Tags of the template a rendered page replaces: its title and every named meta tag but the viewport (the page's
 * head has its own), and its links to the shell's stylesheets (the renderer brings those inline).
 */
const REPLACED_HEAD_TAGS = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta name="(?!viewport")[^"]*"[^>]*>\s*/g,
  /<link [^>]*rel="stylesheet"[^>]*>\s*/g,
];

export type PageTemplate = {
  /** The template unchanged: the browser renders the page itself. */
  plain: string;
  /**
   * Everything before the rendered markup, and everything after it: `links` go in the head (the page's styles),
   * `scripts` (preloads of the page's code) at the end with the template's own scripts.
   */
  around(head: PageHead, links: string[], handoff: DataHandoff, scripts?: string[]): { before: string; after: string };
};

/** The template's deferred scripts (its app entry), each with the whitespace before it. */
const DEFERRED_SCRIPT = /\s*<script defer src="[^"]+"><\/script>/g;

export function parseTemplate(template: string): PageTemplate {
  const at = template.indexOf(ROOT);
  if (at === -1) throw new Error(`the shell's index.html has no ${ROOT}`);
  let start = template.slice(0, at);
  for (const tag of REPLACED_HEAD_TAGS) start = start.replace(tag, '');
  const entry = [...start.matchAll(DEFERRED_SCRIPT)].map((m) => m[0].trim());
  start = start.replace(DEFERRED_SCRIPT, '');
  const end = template.slice(at + ROOT.length);
  return {
    plain: template,
    around(head, links, handoff, scripts = []) {
      const before = start
        .replace(/<html[^>]*>/, `<html ${head.htmlAttributes}>`)
        .replace('</head>', `    ${[head.tags, ...links].join('\n    ')}\n  </head>`);
      const data = `<script id="${HANDOFF_ELEMENT_ID}" type="application/json">${serializeHandoff(handoff)}</script>`;
      return { before: `${before}<div id="root">`, after: `</div>${data}${[...scripts, ...entry].join('')}${end}` };
    },
  };
}
