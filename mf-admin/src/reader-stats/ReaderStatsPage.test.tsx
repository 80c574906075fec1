/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The readers' figures in the page, against the real local API (seeded stories, real functions and grants),
// signed in as the seeded admin, after page views recorded here through the service key as the site stores them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createSupabaseClient, setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { readerDayKey, readerTimeZone } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY, READER, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import { formatsFor } from './format';
import { getReaderStats } from './ReaderStatsPage.data';
import ReaderStatsPage from './ReaderStatsPage';

let api: ApiProcess;
let admin: SupabaseClient;
let story: { id: string; title: string };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const en = formatsFor('en');

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const client = (url: string, key = ANON_KEY) => createSupabaseClient(url, key, options);

async function signedIn(account: { email: string; password: string }): Promise<SupabaseClient> {
  const db = client(api.url);
  const { error } = await db.auth.signInWithPassword(account);
  if (error) throw error;
  return db;
}

beforeAll(async () => {
  api = await spawnTestApi();
  admin = await signedIn(ADMIN);
  setSupabase(admin);
  const { data, error } = await (
    await admin.rest()
  )
    .from('stories')
    .select('id, translations')
    .lte('publish_date', new Date(NOW - 3 * DAY).toISOString())
    .order('publish_date', { ascending: false })
    .limit(1);
  if (error) throw error;
  const [row] = data as { id: string; translations: { en: { title: string } } }[];
  story = { id: row.id, title: row.translations.en.title };
  // This week: the story read 3 times in Russian today and once in Spanish yesterday; the home page twice today.
  // 40 days ago: the home page once (only the 90 days count it).
  const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY - 60_000).toISOString();
  const views = [
    ...Array.from({ length: 3 }, () => ({
      title: 'Story View',
      path: `/ru/story/${story.id}`,
      language: 'ru',
      created_at: at(0),
    })),
    { title: 'Story View', path: `/es/cuento/${story.id}`, language: 'es', created_at: at(1) },
    ...Array.from({ length: 2 }, () => ({ title: 'Home', path: '/en', language: 'en', created_at: at(0) })),
    { title: 'Home', path: '/en', language: 'en', created_at: at(40) },
  ];
  const service = client(api.url, SERVICE_ROLE_KEY);
  const inserted = await (await service.rest()).from('page_views').insert(views);
  if (inserted.error) throw inserted.error;
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});

// Seven figures of charts and tables make a large document for jsdom to query by role.
jest.setTimeout(60_000);

const renderPage = (route = '/en/admin/readers', language: 'en' | 'ru' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/readers" element={<ReaderStatsPage />} />
    </Routes>,
    { route, language },
  );

/** A figure's table by its caption, as rows of cell texts (the header row first). */
async function tableRows(name: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const dayOf = (daysAgo: number) => en.longDay(readerDayKey(new Date(NOW - daysAgo * DAY - 60_000), readerTimeZone()));

it('shows the last 30 days per day, language and page, and the most read story, each with a table of its numbers', async () => {
  await renderPage();
  expect(await tableRows('Page views per language')).toEqual([
    ['Language', 'Views'],
    ['Russian', '3'],
    ['English', '2'],
    ['Spanish', '1'],
  ]);
  expect(await tableRows('Page views per page')).toEqual([
    ['Page', 'Views'],
    ['Story', '4'],
    ['Home', '2'],
  ]);
  const perDay = await tableRows('Page views per day, last 30 days');
  expect(perDay).toHaveLength(31);
  expect(perDay).toContainEqual([dayOf(0), '5']);
  expect(perDay).toContainEqual([dayOf(1), '1']);
  expect(screen.getByText('Page views in all: 6')).toBeInTheDocument();
  expect(await tableRows('Most read stories, last 7 days')).toEqual([
    ['Story', 'Views'],
    [story.title, '4'],
  ]);

  // Every chart is a picture for the eye only; its figure is named by its caption.
  const figure = screen.getByRole('figure', { name: 'Page views per language' });
  expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Readers' })).toHaveAttribute('aria-current', 'page');
  // No subscriber has confirmed in the seed: the figure says so in words.
  expect(
    within(screen.getByRole('figure', { name: 'Newsletter subscribers per language' })).getByText(
      'No confirmed subscribers yet.',
    ),
  ).toBeInTheDocument();
});

it('switches to 90 days, which count the older view too', async () => {
  await renderPage();
  await screen.findByRole('table', { name: 'Page views per day, last 30 days' });
  await userEvent.click(screen.getByRole('radio', { name: '90 days' }));
  const perDay = await tableRows('Page views per day, last 90 days');
  expect(perDay).toHaveLength(91);
  expect(perDay).toContainEqual([dayOf(40), '1']);
  expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
  expect(await tableRows('Page views per page')).toContainEqual(['Home', '3']);
});

it('writes the figures in the page’s language', async () => {
  await renderPage('/ru/admin/readers?days=90', 'ru');
  expect(await tableRows('Просмотры по языкам')).toEqual([
    ['Язык', 'Просмотры'],
    // As many views in English as in Russian: by the language's code.
    ['английский', '3'],
    ['русский', '3'],
    ['испанский', '1'],
  ]);
});

it('tells a reader who is not an admin that the figures are for administrators, and refuses them the figures', async () => {
  const reader = await signedIn(READER);
  await expect(getReaderStats(30, 'UTC', reader)).rejects.toMatchObject({ code: 'forbidden', dbCode: '42501' });
  setSupabase(reader);
  try {
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators may see these figures.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  } finally {
    setSupabase(admin);
  }
});

it('says when the figures cannot be loaded, with a retry', async () => {
  setSupabase(
    createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
      ...options,
      db: { retry: false },
      global: { fetch: () => Promise.reject(new TypeError('fetch failed')) },
    }),
  );
  try {
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  } finally {
    setSupabase(admin);
  }
});
