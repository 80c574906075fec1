// The header's account slots: the account menu (for a session) and the dialog its login button opens.
import type { RemoteExpose } from '@tales/shared/federation';

export const accountMenu = { remote: 'auth', expose: './AccountMenu' } as const satisfies RemoteExpose;

/** What the header's login button opens. */
export const authDialog = { remote: 'auth', expose: './AuthDialog' } as const satisfies RemoteExpose;
