/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The favourite toggle as a signed-in reader uses it, against the real local API: its pressed state follows the
// database, a press keeps or lets go of the story, and a change that fails puts the previous state back and says so.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import { setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { countingClient, localApiSuite, renderWithProviders } from '@tales/testing';
import { READER } from '@tales/supabase-local/testing';
import type { Language } from '@tales/shared/i18n';
import { FavouriteButton } from './FavouriteButton';
import { getIsFavourite, setFavourite } from './favourite.data';

const api = localApiSuite();

let reader: SupabaseClient;
let readerId: string;
let storyId: string;

jest.setTimeout(30_000);

beforeAll(async () => {
  reader = await countingClient(api.url, [], { account: READER });
  readerId = (await reader.auth.getUser()).data.user?.id ?? '';
  const { data, error } = await (
    await api.anon.rest()
  )
    .from('stories')
    .select('id')
    .order('publish_date', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  storyId = (data as { id: string }).id;
});

beforeEach(async () => {
  await setFavourite(storyId, false, reader);
  setSupabase(reader);
  useAuthStore.setState({ ...signedOutState, user: { id: readerId, email: READER.email, displayName: 'Reader' } });
});
afterAll(() => useAuthStore.setState(signedOutState));

async function renderButton(language: Language = 'en') {
  await act(() => renderWithProviders(<FavouriteButton storyId={storyId} />, { language }));
}

it('is not pressed for a story the reader does not keep, and a press keeps it', async () => {
  await renderButton();
  const button = await screen.findByRole('button', { name: 'Favourite' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await waitFor(async () => expect(await getIsFavourite(storyId, reader)).toBe(true));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('is pressed for a kept story, in the reader language, and a press lets it go', async () => {
  await setFavourite(storyId, true, reader);
  await renderButton('ru');
  const button = await screen.findByRole('button', { name: 'В избранное' });
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await waitFor(async () => expect(await getIsFavourite(storyId, reader)).toBe(false));
});

it('keeps the previous state when keeping the story fails, and says so', async () => {
  await renderButton();
  const button = await screen.findByRole('button', { name: 'Favourite' });
  await waitFor(() => expect(button).toBeEnabled());
  setSupabase(api.down);

  await userEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't add this story to your favourites.");
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await getIsFavourite(storyId, reader)).toBe(false);
});

it('keeps the story when letting it go fails, and says so', async () => {
  await setFavourite(storyId, true, reader);
  await renderButton();
  const button = await screen.findByRole('button', { name: 'Favourite' });
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  setSupabase(api.down);

  await userEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't remove this story from your favourites.");
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await getIsFavourite(storyId, reader)).toBe(true);
});

it('cannot be pressed until the answer is known, and says when it could not be read', async () => {
  setSupabase(api.down);
  await renderButton();
  const button = screen.getByRole('button', { name: 'Favourite' });
  expect(button).toBeDisabled();
  // A read is tried again before it fails (the REST client's retries).
  expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
    "We couldn't check whether this story is one of your favourites.",
  );
  expect(button).toBeDisabled();
});
