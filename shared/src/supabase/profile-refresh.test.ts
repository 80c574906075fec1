/** @jest-environment node */
// Refreshing the signed-in profile when the page is shown again, against the real local API and the site's client.
import {
  ANON_KEY,
  READER,
  SERVICE_ROLE_KEY,
  signedIn,
  startTestApi,
  uniqueEmail,
  setClientFactory,
  type TestApi,
} from '@tales/supabase-local/testing';
import { signedOutState, useAuthStore } from '../stores/auth-store';
import { asSiteClient, siteClientFactory, type SiteTestClient } from '@tales/testing';
import { createSupabaseClient } from './create-client';
import { refreshWhenShown, reloadSignedInProfile, type PageView } from './profile-refresh';

setClientFactory(siteClientFactory);

let api: TestApi;
let service: SiteTestClient;

beforeAll(async () => {
  api = await startTestApi();
  service = asSiteClient(api.client(SERVICE_ROLE_KEY));
}, 120_000);
afterAll(() => api?.close());
afterEach(() => useAuthStore.setState({ ...signedOutState }));

/** A page whose visibility the test switches, with real DOM events. */
function fakePage(): PageView & { show(): void; hide(): void; focus(): void } {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    window: win,
    document: doc,
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    focus() {
      win.dispatchEvent(new Event('focus'));
    },
  };
}

/** A new reader, signed in, with the store showing them as a non-donor (as after login). */
async function newReader(): Promise<{ client: SiteTestClient; id: string }> {
  const client = asSiteClient(api.client());
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('refresh'),
    password: 'refresh-pass',
    options: { data: { name: 'Ref Resh' } },
  });
  if (error) throw error;
  const id = data.user!.id;
  useAuthStore.setState({
    user: { id, email: data.user!.email!, displayName: 'Ref Resh' },
    profile: { role: 'user', hasDonated: false, displayName: 'Ref Resh' },
    isAdmin: false,
    hasDonated: false,
    isLoading: false,
    initialized: true,
  });
  return { client, id };
}

const markDonor = async (id: string) => {
  const { error } = await service.from('profiles').update({ has_donated: true, display_name: 'Generous' }).eq('id', id);
  if (error) throw error;
};

describe('reloadSignedInProfile', () => {
  it('picks up a donation made since sign-in', async () => {
    const { client, id } = await newReader();
    await markDonor(id);
    await reloadSignedInProfile(client);
    expect(useAuthStore.getState()).toMatchObject({
      hasDonated: true,
      profile: { hasDonated: true, displayName: 'Generous' },
      user: { id, displayName: 'Generous' },
    });
  });

  it('keeps what the page shows when the API cannot be reached', async () => {
    const { id } = await newReader();
    useAuthStore.setState({ hasDonated: true, profile: { role: 'user', hasDonated: true, displayName: 'Ref Resh' } });
    // Nothing listens on port 9: every request fails at the network level.
    const offline = createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await reloadSignedInProfile(offline);
    expect(useAuthStore.getState()).toMatchObject({ hasDonated: true, user: { id } });
  }, 60_000);

  it('does nothing for a signed-out visitor', async () => {
    await reloadSignedInProfile(asSiteClient(api.client()));
    expect(useAuthStore.getState()).toEqual({ ...signedOutState, passwordRecovery: 'none' });
  });

  it('does not bring back a user who signed out while the request was out', async () => {
    const { client, id } = await newReader();
    await markDonor(id);
    const pending = reloadSignedInProfile(client);
    useAuthStore.setState({ ...signedOutState });
    await pending;
    expect(useAuthStore.getState()).toEqual({ ...signedOutState, passwordRecovery: 'none' });
  });
});

describe('refreshWhenShown', () => {
  it('refreshes the donor state when the tab is shown again, once for focus and visibility together', async () => {
    const { client, id } = await newReader();
    const page = fakePage();
    const refreshes: Promise<void>[] = [];
    const stop = refreshWhenShown(() => {
      const running = reloadSignedInProfile(client);
      refreshes.push(running);
      return running;
    }, page);

    page.hide();
    expect(refreshes).toHaveLength(0);
    await markDonor(id);
    page.show();
    page.focus();
    expect(refreshes).toHaveLength(1);
    await Promise.all(refreshes);
    expect(useAuthStore.getState().hasDonated).toBe(true);

    stop();
    page.show();
    expect(refreshes).toHaveLength(1);
  });

  it('ignores focus while the page is hidden', async () => {
    const page = fakePage();
    const refresh = jest.fn(() => Promise.resolve());
    const stop = refreshWhenShown(refresh, page);
    page.hide();
    page.focus();
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes the seeded reader too (a real sign-in)', async () => {
    const client = asSiteClient(await signedIn(api, READER));
    const { data } = await client.auth.getUser();
    useAuthStore.setState({
      user: { id: data.user!.id, email: READER.email, displayName: 'x' },
      isLoading: false,
      initialized: true,
    });
    const page = fakePage();
    let running: Promise<void> | undefined;
    const stop = refreshWhenShown(() => (running = reloadSignedInProfile(client)), page);
    page.focus();
    await running;
    stop();
    expect(useAuthStore.getState()).toMatchObject({
      profile: { role: 'user' },
      user: { displayName: expect.not.stringMatching(/^x$/) },
    });
  });
});
