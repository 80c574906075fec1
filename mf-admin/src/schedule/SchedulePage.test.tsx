/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The schedule in the page, against the real local API (seeded: a story every day up to today, scheduled ones
// two and five days from today; real RLS), signed in as the seeded admin.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createSupabaseClient, setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { readerDayKey, readerTimeZone } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY } from '@tales/supabase-local/testing';
import { getSchedule } from './SchedulePage.data';
import SchedulePage from './SchedulePage';

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

const renderSchedule = () =>
  renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/schedule" element={<SchedulePage />} />
    </Routes>,
    { route: '/en/admin/schedule' },
  );

/** The schedule's entry for the day `offset` days from today (in the admin's zone). */
const dayEntry = (offset: number) => {
  const day = readerDayKey(new Date(Date.now() + offset * DAY), readerTimeZone());
  const time = screen.getAllByRole('listitem').find((item) => item.querySelector(`time[datetime="${day}"]`));
  if (!time) throw new Error(`no entry for ${day}`);
  return { day, item: time };
};

it('lists 60 days from today, marks the days without a story and offers to write one for them', async () => {
  await renderSchedule();
  const days = await screen.findByRole('list', { name: 'Days' });
  expect(within(days).getAllByRole('listitem')).toHaveLength(60);
  // Seeded: today, +2 and +5 have stories; the other 57 days do not.
  expect(screen.getByRole('status')).toHaveTextContent('Days without a story: 57 of 60');

  const today = dayEntry(0).item;
  expect(within(today).getByText('Today')).toBeInTheDocument();
  expect(within(today).queryByText('No story')).not.toBeInTheDocument();
  expect(within(today).getByRole('link', { name: /^Edit: / })).toBeInTheDocument();

  const scheduled = dayEntry(2).item;
  expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
  expect(scheduled).toHaveTextContent('8/8');

  const { day, item: empty } = dayEntry(1);
  expect(within(empty).getByText('No story')).toBeInTheDocument();
  const write = within(empty).getByRole('link', { name: /^Write a story for / });
  expect(write).toHaveTextContent('Write a story for this day');
  expect(write).toHaveAttribute('href', `/en/admin/new-story?day=${day}`);
  expect(within(dayEntry(3).item).getByText('No story')).toBeInTheDocument();
});

it('gives a reader who is not an admin no scheduled story: every future day is empty', async () => {
  const days = await getSchedule(new Date(), readerTimeZone(), client(api.url));
  expect(days).toHaveLength(60);
  expect(days.slice(1).every((entry) => entry.stories.length === 0)).toBe(true);
});

it('says when the schedule cannot be loaded, with a retry', async () => {
  setSupabase(offline());
  try {
    await renderSchedule();
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  } finally {
    setSupabase(admin);
  }
});
