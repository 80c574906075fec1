// A new story asked for a day (`?day=`, the schedule's "write a story for this day"): the form starts on that day;
// an address with anything but a real day starts on today, as a plain new story does.
import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@tales/testing';
import { requestedDay } from './form-values';
import StoryFormPage from './StoryFormPage';

beforeEach(() => window.localStorage.clear());

const shownDate = () =>
  screen.getByRole('group', { name: 'Publish date' }).textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

const renderForm = (search: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/new-story" element={<StoryFormPage />} />
    </Routes>,
    { route: `/en/admin/new-story${search}` },
  );

it('starts a new story on the day the address asks for', async () => {
  await renderForm('?day=2031-05-04');
  expect(await screen.findByRole('heading', { name: 'New story' })).toBeInTheDocument();
  expect(shownDate()).toBe('5/4/2031');
});

it.each(['?day=2031-02-30', '?day=tomorrow', '?day=20310504', ''])('starts on today for %j', async (search) => {
  await renderForm(search);
  expect(await screen.findByRole('heading', { name: 'New story' })).toBeInTheDocument();
  expect(shownDate()).toBe(format(new Date(), 'M/d/yyyy'));
});

describe('requestedDay', () => {
  it('takes a real calendar day in yyyy-MM-dd', () => {
    expect(requestedDay('2028-02-29')).toBe('2028-02-29');
    expect(requestedDay('2026-12-31')).toBe('2026-12-31');
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      '2027-02-29',
      '2026-13-01',
      '2026-1-01',
      ' 2026-01-01',
      '1999-12-31',
      '3001-01-01',
    ])
      expect(requestedDay(value)).toBeNull();
  });
});
