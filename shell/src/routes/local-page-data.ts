// The data of the shell's own pages, as a remote page's loader gives its page's: what the server renders them with
// and hands over. The content pages name the site's contact address; the newsletter page needs nothing (a manage
// link's settings are the reader's own, read in the browser).
import type { DataLoader } from '@tales/shared/federation';
import type { RoutePage, ShellPage } from '@tales/shared/routing';
import { loadContactPage } from '../pages/contact/site-contact';

const localPageData: Record<ShellPage, DataLoader> = {
  about: loadContactPage,
  terms: loadContactPage,
  privacy: loadContactPage,
  newsletter: () => ({ needs: [] }),
};

/** The loader of a route's page when it is one of the shell's. */
export function localPageLoader(page: RoutePage | undefined): DataLoader | undefined {
  return page && 'shell' in page ? localPageData[page.shell] : undefined;
}
