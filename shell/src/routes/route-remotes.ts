// Which remote module renders each route; about, terms and privacy are the shell's own lazy pages.
import type { RemoteKey } from '@tales/shared/config';
import type { RouteKey } from '@tales/shared/routing';

export type RemotePage = { remote: RemoteKey; expose: string };

export const remotePages: Partial<Record<RouteKey, RemotePage>> = {
  home: { remote: 'reader', expose: './HomePage' },
  storyWithId: { remote: 'reader', expose: './StoryPage' },
  calendar: { remote: 'calendar', expose: './CalendarPage' },
  donate: { remote: 'donate', expose: './DonatePage' },
  newStory: { remote: 'admin', expose: './StoryFormPage' },
  editStory: { remote: 'admin', expose: './StoryFormPage' },
};

export const accountMenu: RemotePage = { remote: 'auth', expose: './AccountMenu' };
