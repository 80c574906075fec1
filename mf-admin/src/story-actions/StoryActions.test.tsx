/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// Delete and unpublish from the stories list, against the real local API (real RLS) and the site's client,
// signed in as the seeded admin: the dialog names the story, cancel keeps it, a newer save by someone else is
// never undone, and an unpublished story leaves the readers' days with its text kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createSupabaseClient, setSupabase, type StoryInput, type SupabaseClient } from '@tales/shared/supabase';
import { renderWithProviders } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY } from '@tales/supabase-local/testing';
import StoryListPage from '../story-list/StoryListPage';
import { createStory, getStoryForEdit, updateStory } from '../story-form/StoryFormPage.data';

jest.setTimeout(30_000);

let api: ApiProcess;
let admin: SupabaseClient;
const DAY = 86_400_000;

const client = (url: string) =>
  createSupabaseClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const input = (title: string): StoryInput => ({
  translations: {
    es: { title: `${title} es`, content: 'Texto', summary: '' },
    en: { title, content: 'Text', summary: '' },
  },
  author: 'Ana',
  tags: ['fable'],
  hashtags: [],
  readTime: 3,
  publishDate: new Date(Date.now() - 2 * DAY),
});

beforeAll(async () => {
  api = await spawnTestApi();
  admin = client(api.url);
  const { error } = await admin.auth.signInWithPassword(ADMIN);
  if (error) throw error;
  setSupabase(admin);
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});

/** The list searched for one title, and that story's row once it shows. */
async function rowOf(title: string) {
  await renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/stories" element={<StoryListPage />} />
    </Routes>,
    { route: `/en/admin/stories?q=${encodeURIComponent(title)}` },
  );
  // The first render also loads the list's code: a shared machine may take longer than the default second.
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  return heading.closest('li') as HTMLElement;
}

it('deletes a story only once the dialog that names it is confirmed', async () => {
  const user = userEvent.setup();
  const { id } = await createStory(input('Ephemeral'), admin);
  const row = await rowOf('Ephemeral');

  await user.click(within(row).getByRole('button', { name: 'Delete: Ephemeral' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete “Ephemeral”?' });
  expect(dialog).toHaveTextContent('The story is removed in every language. This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Focus goes back to the button that opened the dialog.
  await waitFor(() => expect(within(row).getByRole('button', { name: 'Delete: Ephemeral' })).toHaveFocus());
  expect(await getStoryForEdit(id, admin)).not.toBeNull();

  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Delete story' }));
  await screen.findByText('No story matches this search.', undefined, { timeout: 10_000 });
  expect(await getStoryForEdit(id, admin)).toBeNull();
});

it('refuses to delete a story someone else saved since the list was loaded, and keeps it', async () => {
  const user = userEvent.setup();
  const { id, version } = await createStory(input('Contested'), admin);
  const row = await rowOf('Contested');
  await updateStory(id, { ...input('Contested'), author: 'Other admin' }, { expectedVersion: version }, admin);

  await user.click(within(row).getByRole('button', { name: 'Delete: Contested' }));
  await user.click(await screen.findByRole('button', { name: 'Delete story' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Someone changed this story after the list was loaded. Reload the list and try again.',
  );
  expect((await getStoryForEdit(id, admin))?.story.author).toBe('Other admin');
});

it('unpublishes a published story to the first free day to come, its text kept', async () => {
  const user = userEvent.setup();
  const { id } = await createStory(input('Moth'), admin);
  const row = await rowOf('Moth');

  await user.click(within(row).getByRole('button', { name: 'Unpublish: Moth' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Moth”' });
  // The first free day of the schedule is offered once the schedule has loaded.
  await waitFor(() => expect(within(dialog).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-valuenow'));
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const moved = await getStoryForEdit(id, admin);
  expect(moved?.story.publishDate?.getTime()).toBeGreaterThan(Date.now());
  expect(moved?.story.translations.en?.content).toBe('Text');
  await waitFor(() =>
    expect(
      within(screen.getByRole('heading', { name: 'Moth' }).closest('li') as HTMLElement).getByText('Scheduled'),
    ).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Unpublish: Moth' })).not.toBeInTheDocument();
});
