/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The stories list in the page, against the real local API (seeded database: stories up to today and two
// scheduled ones; real RLS) and the site's Supabase client, signed in as the seeded admin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createSupabaseClient, setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { renderWithProviders } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY } from '@tales/supabase-local/testing';
import { createStory } from '../story-form/StoryFormPage.data';
import { getStoryList } from './StoryListPage.data';
import { parseListQuery } from './list-query';
import StoryListPage from './StoryListPage';

// Typing and filtering against a real API on a shared machine takes longer than jest's default.
jest.setTimeout(30_000);

let api: ApiProcess;
let admin: SupabaseClient;
const DAY = 24 * 60 * 60 * 1000;

const client = (url: string) =>
  createSupabaseClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** A client whose requests never reach the API (the network is down), answered at once rather than retried. */
const offline = () =>
  createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { retry: false },
    global: { fetch: () => Promise.reject(new TypeError('fetch failed')) },
  });

const complete = (title: string) =>
  Object.fromEntries(
    ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'].map((l) => [
      l,
      { title: `${title} ${l}`, content: 'Texto', summary: '' },
    ]),
  );

beforeAll(async () => {
  api = await spawnTestApi();
  admin = client(api.url);
  const { error } = await admin.auth.signInWithPassword(ADMIN);
  if (error) throw error;
  // Two scheduled stories newer than the seed's: one without German and without a cover, one complete with a cover.
  const noon = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 12 * 60 * 60 * 1000);
  const base = { author: 'Ana', hashtags: [], readTime: 3 };
  await createStory(
    {
      ...base,
      translations: { ...complete('Zephyr'), de: { title: '', content: '', summary: '' } },
      tags: ['space'],
      publishDate: noon(30),
    },
    admin,
  );
  await createStory(
    {
      ...base,
      translations: complete('Cobalt'),
      tags: ['fable'],
      publishDate: noon(40),
      imageUrl: 'https://x.test/c.png',
    },
    admin,
  );
  setSupabase(admin);
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});

function renderList(search = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/stories" element={<StoryListPage />} />
    </Routes>,
    { route: `/en/admin/stories${search}` },
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Stories, newest day first' })).getAllByRole('listitem');
const titles = () => rows().map((row) => within(row).getByRole('heading').textContent);
const found = async (count: number | RegExp) =>
  screen.findByText(typeof count === 'number' ? new RegExp(`^Stories found: ${count} ·`) : count);

it('lists every story, scheduled ones first as the newest days, with languages and cover, 20 a page', async () => {
  const user = userEvent.setup();
  await renderList();
  const status = await screen.findByText(/^Stories found: \d+ · page 1 of \d+$/);
  const total = Number(/found: (\d+)/.exec(status.textContent ?? '')?.[1]);
  const pages = Math.ceil(total / 20);
  expect(total).toBeGreaterThan(40);
  expect(titles().slice(0, 2)).toEqual(['Cobalt en', 'Zephyr en']);
  expect(rows()).toHaveLength(20);

  const [cobalt, zephyr] = rows();
  expect(within(cobalt).getByText('Scheduled')).toBeInTheDocument();
  expect(cobalt).toHaveTextContent('8/8languages complete');
  expect(within(cobalt).getByText('Cover')).toBeInTheDocument();
  // The missing language is named for a screen reader, and its code shown beside the count.
  expect(zephyr).toHaveTextContent('7/8 DElanguages complete; missing: Deutsch');
  expect(within(zephyr).getByText('No cover')).toBeInTheDocument();
  expect(within(zephyr).getByRole('link', { name: 'Edit: Zephyr en' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/en\/admin\/edit-story\/[0-9a-f-]{36}$/),
  );
  expect(within(zephyr).getByRole('link', { name: 'View: Zephyr en' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/en\/story\/[0-9a-f-]{36}$/),
  );
  expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Next page' }));
  await found(new RegExp(`page 2 of ${pages}$`));
  await waitFor(() => expect(titles()).not.toContain('Cobalt en'));
  expect(rows()).toHaveLength(Math.min(20, total - 20));
  expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
});

it('shows the last page without a next link, and a page past the end as empty', async () => {
  await renderList('?page=3');
  const status = await screen.findByText(/^Stories found: \d+ · page 3 of \d+$/);
  const total = Number(/found: (\d+)/.exec(status.textContent ?? '')?.[1]);
  expect(rows()).toHaveLength(total - 40);
  expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
});

it('answers a page past the end with no story', async () => {
  await renderList('?page=99');
  expect(await screen.findByText('No story matches this search.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
});

it('searches titles in every language: an English admin finds a story by its Spanish title', async () => {
  const user = userEvent.setup();
  await renderList();
  await found(/^Stories found: \d+ ·/);
  await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'farero{Enter}');
  await found(1);
  expect(titles()).toEqual(['The Lighthouse Keeper Who Collected Storms']);

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  await waitFor(() => expect(titles()).toContain('Cobalt en'));

  await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'no such title 100%');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No story matches this search.')).toBeInTheDocument();
  await found(0);
});

it('filters scheduled stories, missing translations, no cover and a genre, together', async () => {
  const user = userEvent.setup();
  await renderList();
  await found(/^Stories found: \d+ ·/);

  await user.click(screen.getByRole('checkbox', { name: 'Scheduled only' }));
  await found(4);
  expect(titles()).toHaveLength(4);
  for (const row of rows()) expect(within(row).getByText('Scheduled')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'No cover' }));
  await found(3);
  expect(titles()).not.toContain('Cobalt en');

  await user.click(screen.getByRole('checkbox', { name: 'Missing translations' }));
  await found(1);
  expect(titles()).toEqual(['Zephyr en']);

  await user.click(screen.getByRole('checkbox', { name: 'Missing translations' }));
  await user.click(screen.getByRole('checkbox', { name: 'No cover' }));
  await user.click(screen.getByRole('button', { name: /Genre/ }));
  await user.click(await screen.findByRole('option', { name: 'Fable' }));
  await waitFor(() => expect(titles()).toContain('Cobalt en'));
  expect(titles()).not.toContain('Zephyr en');
  expect(screen.getByRole('button', { name: /Genre/ })).toHaveTextContent('Fable');
});

it('reads filters from the address, and shows an unknown genre as all genres', async () => {
  await renderList('?scheduled=1&missing=1&genre=dragons');
  await found(1);
  expect(titles()).toEqual(['Zephyr en']);
  expect(screen.getByRole('checkbox', { name: 'Scheduled only' })).toBeChecked();
  expect(screen.getByRole('button', { name: /Genre/ })).toHaveTextContent('All genres');
});

it('says when the stories cannot be loaded, with a retry', async () => {
  setSupabase(offline());
  try {
    await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  } finally {
    setSupabase(admin);
  }
});

describe('who reads it', () => {
  it('gives a reader who is not an admin no scheduled story, the database deciding', async () => {
    const anon = client(api.url);
    const scheduled = await getStoryList(parseListQuery(new URLSearchParams('scheduled=1')), new Date(), anon);
    expect(scheduled).toEqual({ stories: [], total: 0 });
    const all = await getStoryList(parseListQuery(new URLSearchParams()), new Date(), anon);
    expect(all.stories.map((s) => s.titles.en)).not.toContain('Zephyr en');
  });

  it('fails with a code when the API cannot be reached', async () => {
    await expect(getStoryList(parseListQuery(new URLSearchParams()), new Date(), offline())).rejects.toMatchObject({
      name: 'OverviewError',
      code: 'network',
    });
  });
});
