/** Control characters (C0, DEL, C1): never valid in an identifier or a JSON key of a path. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * The deepest nesting of `open`/`close` outside double-quoted strings (backslash escapes inside them), found in
 * one pass without recursion. Stops counting as soon as `limit` is passed.
 */
export function nestingDepth(text: string, open: string, close: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (open.includes(ch)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (close.includes(ch)) depth--;
  }
  return deepest;
}
