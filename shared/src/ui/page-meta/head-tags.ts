// Writes the document head tags for page meta (title, description, robots, Open Graph, Twitter).
export type ResolvedMeta = {
  title: string;
  description: string;
  robots: string;
  image?: string;
  url: string;
};

export const DEFAULT_ROBOTS = 'index,follow,max-image-preview:large';
export const THEME_COLOR = '#000000';
const DESCRIPTION_LIMIT = 150;

/** SPEC §2: a long description is cut to 147 characters plus an ellipsis. */
export function truncateDescription(text: string): string {
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, 147)}…` : text;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

export function writeHeadTags(meta: ResolvedMeta): void {
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', meta.robots);
  setMeta('name', 'theme-color', THEME_COLOR);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
  setMeta('name', 'twitter:image', meta.image);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', meta.url);
  setMeta('property', 'og:image', meta.image);
}
