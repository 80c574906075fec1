// The head of a page as data: what the server writes into its HTML and the browser applies on navigation.

export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

export type LinkTag = { rel: string; href: string; hreflang?: string; type?: string; title?: string };

export type HeadTags = {
  /** `<html lang>`: a BCP 47 tag. */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
};

/** Marks the elements the head owns, so the browser can replace the server's set on the next page. */
export const HEAD_MARK = 'data-head';
