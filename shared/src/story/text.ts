// Pure text rules of a story as the reader and the calendar show it (SPEC §2 Story card, §9 defaults).

/** SPEC §9: a story without a read time is shown as a five-minute read. */
export const DEFAULT_READ_TIME = 5;

export function readingMinutes(readTime: number): number {
  return readTime > 0 ? readTime : DEFAULT_READ_TIME;
}

/** `faro` → `#faro`; blanks dropped. */
export function withHash(hashtags: string[]): string[] {
  return hashtags
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => (tag.startsWith('#') ? tag : `#${tag}`));
}

/** The stored default author names mean "no author given". */
const ANONYMOUS_NAMES = new Set(['', 'anonymous', 'anónimo', 'anonimo']);

export function isAnonymous(author: string | null | undefined): boolean {
  return ANONYMOUS_NAMES.has((author ?? '').trim().toLowerCase());
}

/** Body paragraphs: one per line, empty lines dropped. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type Script = 'cjk' | 'cyrillic' | 'latin';

// Han, Hiragana/Katakana, Hangul, CJK punctuation and full-width forms.
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const CYRILLIC = /[\u0400-\u04ff\u0500-\u052f]/;

/** Which spacing a paragraph needs; CJK wins when a paragraph mixes both. */
export function scriptOf(text: string): Script {
  if (CJK.test(text)) return 'cjk';
  if (CYRILLIC.test(text)) return 'cyrillic';
  return 'latin';
}

/** SPEC §9: share text and summaries fall back to the first `limit` characters plus an ellipsis. */
export function excerpt(summary: string | undefined, content: string, limit: number): string {
  if (summary && summary.trim()) return summary.trim();
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
