// The share pages of each network, with the URL and the text in the query (SPEC §7 Share links).
import type { ShareTarget } from './share-target';

export const networks = ['x', 'facebook', 'whatsapp', 'linkedin'] as const;
export type Network = (typeof networks)[number];

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

export function shareLink(network: Network, { url, title, text }: ShareTarget): string {
  switch (network) {
    case 'x':
      return withQuery('https://x.com/intent/tweet', { url, text });
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: text });
    case 'whatsapp':
      // WhatsApp takes one message: the text followed by the link.
      return withQuery('https://wa.me/', { text: `${text} ${url}` });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/shareArticle', { mini: 'true', url, title, summary: text });
  }
}
