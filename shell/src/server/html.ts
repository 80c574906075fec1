// The page around the rendered app: the shell's own index.html (its scripts, styles and the inline theme script
// that runs before first paint), with the page's head, the rendered markup in #root and the data hand-off.
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
  /** Everything before the rendered markup, and everything after it. */
  around(head: PageHead, links: string[], handoff: DataHandoff): { before: string; after: string };
};

export function parseTemplate(template: string): PageTemplate {
  const at = template.indexOf(ROOT);
  if (at === -1) throw new Error(`the shell's index.html has no ${ROOT}`);
  let start = template.slice(0, at);
  for (const tag of REPLACED_HEAD_TAGS) start = start.replace(tag, '');
  const end = template.slice(at + ROOT.length);
  return {
    plain: template,
    around(head, links, handoff) {
      const before = start
        .replace(/<html[^>]*>/, `<html ${head.htmlAttributes}>`)
        .replace('</head>', `    ${[head.tags, ...links].join('\n    ')}\n  </head>`);
      const data = `<script id="${HANDOFF_ELEMENT_ID}" type="application/json">${serializeHandoff(handoff)}</script>`;
      return { before: `${before}<div id="root">`, after: `</div>${data}${end}` };
    },
  };
}
