// The browser side: replaces the head the server sent (or the previous page's) with a new page's.
import { HEAD_MARK, type HeadTags } from './head-tags';

/** Tags of the same kind that did not come from this module (the static HTML's defaults) go too. */
function stale(doc: Document, tags: HeadTags): Element[] {
  const selectors = [
    `[${HEAD_MARK}]`,
    'title',
    'link[rel="canonical"]',
    'link[rel="alternate"][hreflang]',
    'link[rel="alternate"][type="application/rss+xml"]',
    'link[rel="manifest"]',
    ...tags.meta.map((tag) => `meta[${tag.attribute}="${tag.key}"]`),
  ];
  return Array.from(doc.head.querySelectorAll(selectors.join(',')));
}

export function applyHeadTags(tags: HeadTags, doc: Document = document): void {
  doc.documentElement.lang = tags.lang;
  doc.documentElement.dir = tags.dir;
  for (const element of stale(doc, tags)) element.remove();
  const title = doc.createElement('title');
  title.textContent = tags.title;
  const elements: Element[] = [title];
  for (const tag of tags.meta) {
    const meta = doc.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    elements.push(meta);
  }
  for (const tag of tags.links) {
    const link = doc.createElement('link');
    link.rel = tag.rel;
    if (tag.hreflang) link.hreflang = tag.hreflang;
    if (tag.type) link.type = tag.type;
    if (tag.title) link.title = tag.title;
    link.href = tag.href;
    elements.push(link);
  }
  for (const element of elements) {
    element.setAttribute(HEAD_MARK, '');
    doc.head.appendChild(element);
  }
}
