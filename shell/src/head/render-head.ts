// The head as HTML for the server's response: the tags go inside <head>, the attributes on <html>.
import { HEAD_MARK, type HeadTags, type LinkTag, type MetaTag } from './head-tags';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}

function attributes(pairs: [string, string | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
}

function metaHtml(tag: MetaTag): string {
  return `<meta ${attributes([
    [tag.attribute, tag.key],
    ['content', tag.content],
  ])} ${HEAD_MARK}>`;
}

function linkHtml(tag: LinkTag): string {
  return `<link ${attributes([
    ['rel', tag.rel],
    ['hreflang', tag.hreflang],
    ['type', tag.type],
    ['title', tag.title],
    ['href', tag.href],
  ])} ${HEAD_MARK}>`;
}

/** `<title>`, then every meta and link tag, one per line. */
export function renderHeadTags(tags: HeadTags): string {
  return [
    `<title ${HEAD_MARK}>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(metaHtml),
    ...tags.links.map(linkHtml),
  ].join('\n');
}

/** `lang="zh-CN" dir="ltr"`, for the `<html>` start tag. */
export function renderHtmlAttributes(tags: HeadTags): string {
  return attributes([
    ['lang', tags.lang],
    ['dir', tags.dir],
  ]);
}
