/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// A story page whose server answer is a signed-out reader's "not found" (every server render is signed out),
// opened on a device with a session, against the real local API: an admin opening a scheduled story waits on the
// loading state for their own answer and never sees "not found"; a reader still gets it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORED_SESSION_ATTRIBUTE } from '@tales/shared/boot';
import { createPersistedCache, DataProvider } from '@tales/shared/data';
import { setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import { countingClient, memoryStorage, setupI18n } from '@tales/testing';
import { ADMIN, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import StoryPage from './StoryPage';
import { storyKey } from './StoryPage.data';

let api: ApiProcess;
let anon: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;
let scheduledId: string;
const TITLE = 'Un cuento de pasado mañana';

beforeAll(async () => {
  api = await spawnTestApi();
  anon = await countingClient(api.url, []);
  admin = await countingClient(api.url, [], { account: ADMIN });
  service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
  const translations = Object.fromEntries(
    ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'].map((l) => [
      l,
      { title: l === 'en' ? TITLE : `${TITLE} (${l})`, content: 'Había una vez.', summary: '' },
    ]),
  );
  const { data, error } = await (
    await service.rest()
  )
    .from('stories')
    .insert({
      translations,
      author: 'Tester',
      tags: ['fable'],
      hashtags: [],
      publish_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      read_time: 1,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  scheduledId = (data as { id: string }).id;
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  useAuthStore.setState(signedOutState);
  await api?.stop();
});
afterEach(() => {
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  useAuthStore.setState(signedOutState);
});

/** Shown on screen: in the page, and neither it nor any ancestor is display: none. */
function isShown(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (window.getComputedStyle(node).display === 'none') return false;
  }
  return element !== null && element.isConnected;
}

const notFoundHeading = () => screen.queryByRole('heading', { level: 1, name: 'Story not found', hidden: true });

/** Watches every change of the page: was "Story not found" ever on screen? */
function watchNotFound(): { everShown: () => boolean; stop: () => void } {
  let shown = false;
  const check = () => {
    shown ||= isShown(notFoundHeading());
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return {
    everShown: () => {
      check();
      return shown;
    },
    stop: () => observer.disconnect(),
  };
}

/** The story page with the server's answer for `id` (a reader's "not found") in the cache, as the browser starts it. */
function serverPage(id: string) {
  const cache = createPersistedCache({ storage: memoryStorage() });
  cache.seed(storyKey(id, 'en'), null, Date.now());
  return (
    <DataProvider cache={cache}>
      <MemoryRouter initialEntries={[`/en/story/${id}`]}>
        <Routes>
          <Route path="/en/story/:storyId" element={<StoryPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>
  );
}

/** The page as the browser starts it from the server's page: the reader's "not found" in the cache, auth reading. */
async function openFromServerPage(id: string) {
  await setupI18n('en');
  useAuthStore.setState({ ...signedOutState, isLoading: true, initialized: false });
  return render(serverPage(id));
}

it('an admin opening a scheduled story sees it load, never "not found"', async () => {
  setSupabase(admin);
  // What the page head's script does before first paint on a device with a stored session.
  document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
  const watch = watchNotFound();
  try {
    await openFromServerPage(scheduledId);
    expect(isShown(screen.getByRole('heading', { level: 1, name: 'Loading the story…' }))).toBe(true);
    // Auth has read the session: an admin's. The page asks for the admin's answer and shows the story.
    act(() =>
      useAuthStore.setState({
        user: { id: 'admin', email: ADMIN.email, displayName: 'Admin' },
        profile: { role: 'admin', hasDonated: false, displayName: 'Admin' },
        isAdmin: true,
        isLoading: false,
        initialized: true,
      }),
    );
    expect(await screen.findByRole('article', { name: TITLE })).toBeInTheDocument();
    expect(watch.everShown()).toBe(false);
  } finally {
    watch.stop();
  }
});

it('a reader (no session on the device) gets "not found" at once, and keeps it', async () => {
  setSupabase(anon);
  await openFromServerPage(scheduledId);
  expect(isShown(notFoundHeading())).toBe(true);
  act(() => useAuthStore.setState({ ...signedOutState }));
  expect(isShown(notFoundHeading())).toBe(true);
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it('a signed-in reader waits on the loading state while the session is read, then gets "not found"', async () => {
  setSupabase(anon);
  document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
  await openFromServerPage(scheduledId);
  expect(isShown(notFoundHeading())).toBe(false);
  act(() =>
    useAuthStore.setState({
      user: { id: 'reader', email: 'reader@example.com', displayName: 'Reader' },
      profile: { role: 'user', hasDonated: false, displayName: 'Reader' },
      isAdmin: false,
      isLoading: false,
      initialized: true,
    }),
  );
  await waitFor(() => expect(isShown(notFoundHeading())).toBe(true));
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it("hydrates the server's markup as it is: the first browser render is the server's, whoever visits", async () => {
  setSupabase(anon);
  await setupI18n('en');
  const markup = renderToString(serverPage(scheduledId));
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
  useAuthStore.setState({ ...signedOutState, isLoading: true, initialized: false });
  const mismatches: unknown[] = [];
  const root = hydrateRoot(container, serverPage(scheduledId), {
    onRecoverableError: (error) => mismatches.push(error),
  });
  try {
    await act(async () => undefined);
    expect(mismatches).toEqual([]);
    expect(isShown(container.querySelector('[aria-busy="true"]'))).toBe(true);
    expect(isShown(notFoundHeading())).toBe(false);
  } finally {
    act(() => root.unmount());
    container.remove();
  }
});
