// Which remote module renders each route; about, terms and privacy are the shell's own lazy pages.
import type { RemoteExpose } from '@tales/shared/federation';
import type { RouteKey } from '@tales/shared/routing';

export const remotePages: Partial<Record<RouteKey, RemoteExpose>> = {
  home: { remote: 'reader', expose: './HomePage' },
  storyWithId: { remote: 'reader', expose: './StoryPage' },
  calendar: { remote: 'calendar', expose: './CalendarPage' },
  donate: { remote: 'donate', expose: './DonatePage' },
  newStory: { remote: 'admin', expose: './StoryFormPage' },
  editStory: { remote: 'admin', expose: './StoryFormPage' },
};

/** The routes whose page asks the database for what it shows; the others render without a query. */
export const routesWithData: ReadonlySet<RouteKey> = new Set<RouteKey>(['home', 'storyWithId', 'calendar', 'editStory']);

export const accountMenu = { remote: 'auth', expose: './AccountMenu' } as const satisfies RemoteExpose;

/** What the header's login button opens. */
export const authDialog = { remote: 'auth', expose: './AuthDialog' } as const satisfies RemoteExpose;
