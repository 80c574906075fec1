// XML text: escaped, and without the control characters XML 1.0 forbids (a pasted story may carry them).
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(text: string): string {
  return text.replace(forbidden, '').replace(/[&<>"']/g, (c) => entities[c]);
}

/** `<name>text</name>` */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
