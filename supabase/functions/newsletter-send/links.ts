// The leave-and-change links of a daily mail: a manage token is minted per mail, its hash stored, and the token
// put in the one-click unsubscribe link (List-Unsubscribe, RFC 8058) and in the manage page's link.
import type { MailLanguage } from '../_shared/site-paths.ts';
import type { LinksFor } from './run.ts';

export interface LinkBuilders {
  /** A new token and its SHA-256 (hex), which is all the database keeps. */
  newToken(): Promise<{ token: string; hash: string }>;
  storeToken(subscriberId: string, tokenHash: string): Promise<void>;
  unsubscribeUrl(token: string): string;
  manageUrl(language: MailLanguage, token: string): string;
  /** List-Unsubscribe (https, then mailto) and List-Unsubscribe-Post. */
  headers(token: string): Record<string, string>;
}

export function mailLinks(builders: LinkBuilders): LinksFor {
  return async ({ id, language }) => {
    const { token, hash } = await builders.newToken();
    await builders.storeToken(id, hash);
    return {
      unsubscribeUrl: builders.unsubscribeUrl(token),
      manageUrl: builders.manageUrl(language, token),
      headers: builders.headers(token),
    };
  };
}
