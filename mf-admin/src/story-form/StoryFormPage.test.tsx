/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The admin form in the page, against the real local API (seeded database, real RLS) and the site's Supabase client.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createSupabaseClient, setSupabase, type StoryInput, type SupabaseClient } from '@tales/shared/supabase';
import { renderWithProviders } from '@tales/testing';
import { bcp47 } from '@tales/shared/i18n';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY } from '@tales/supabase-local/testing';
import { draftKey } from './drafts';
import { createStory, getStoryForEdit, updateStory } from './StoryFormPage.data';
import StoryFormPage from './StoryFormPage';

let api: ApiProcess;
let admin: SupabaseClient;

beforeAll(async () => {
  api = await spawnTestApi();
  admin = createSupabaseClient(api.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await admin.auth.signInWithPassword(ADMIN);
  if (error) throw error;
  setSupabase(admin);
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});
beforeEach(() => window.localStorage.clear());

const routes = (
  <Routes>
    <Route path="/:lng/admin/new-story" element={<StoryFormPage />} />
    <Route path="/:lng/admin/edit-story/:id" element={<StoryFormPage />} />
  </Routes>
);

const languagesEs = ['Español', 'English', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '中文'];

const fieldNames = { en: { title: 'Title', content: 'Content' }, es: { title: 'Título', content: 'Contenido' } };

async function fillLanguage(
  user: ReturnType<typeof userEvent.setup>,
  tabName: string,
  title: string,
  content: string,
  language: keyof typeof fieldNames = 'en',
) {
  await user.click(screen.getByRole('tab', { name: new RegExp(`^${tabName}`) }));
  const panel = screen.getByRole('tabpanel');
  await user.clear(within(panel).getByRole('textbox', { name: fieldNames[language].title }));
  await user.paste(title);
  await user.clear(within(panel).getByRole('textbox', { name: fieldNames[language].content }));
  await user.paste(content);
}

/** The publish date's field, as the admin reaches it: a group of segments (month, day, year in English). */
const dateField = (name = 'Publish date') => screen.getByRole('group', { name });

/** The date the field shows, as read on screen (without the invisible direction marks around it). */
const shownDate = (name?: string) => dateField(name).textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

/** Types a day into the publish date the way the interface orders it (digits only, e.g. 04052031 in English). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.click(within(dateField()).getAllByRole('spinbutton')[0]);
  await user.keyboard(digits);
}

const storyInput = (over: Partial<StoryInput> = {}): StoryInput => ({
  translations: Object.fromEntries(
    ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'].map((l) => [
      l,
      { title: `T ${l}`, content: `C ${l}`, summary: '' },
    ]),
  ),
  author: 'Ana',
  tags: ['fable'],
  hashtags: ['uno'],
  publishDate: new Date(2031, 2, 3, 12),
  readTime: 4,
  ...over,
});

describe('new story', () => {
  it('starts with Anónimo, today, Spanish selected, 15/2-row text areas and every tab marked incomplete', async () => {
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    expect(screen.getByRole('heading', { level: 1, name: 'New story' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Anónimo');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Español');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '15');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveAttribute('rows', '2');
    for (const name of languagesEs)
      expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveTextContent('(incomplete)');
    expect(screen.getAllByRole('checkbox')).toHaveLength(22);
    expect(screen.getByRole('checkbox', { name: 'Science fiction' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['ru', 'Новый рассказ', 'Автор', 'Дата публикации', 'Научная фантастика', 'Создать рассказ'],
    ['cn', '新建故事', '作者', '发布日期', '科幻', '创建故事'],
  ] as const)(
    "speaks %s: labels, genre names and the date as that language writes them; SPEC's default author stays",
    async (language, heading, author, publishDate, scifi, create) => {
      await renderWithProviders(routes, { route: `/${language}/admin/new-story`, language });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: author })).toHaveValue('Anónimo');
      expect(screen.getByRole('checkbox', { name: scifi })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Ciencia ficción' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: create })).toBeInTheDocument();
      const today = new Intl.DateTimeFormat(bcp47[language], { year: 'numeric', month: 'numeric', day: 'numeric' });
      expect(shownDate(publishDate)).toBe(today.format(new Date()));
    },
    30_000,
  );

  it('refuses to save with missing languages, naming them, and marks only the incomplete tabs', async () => {
    const user = userEvent.setup();
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await fillLanguage(user, 'Español', 'Hola', 'Había una vez');
    expect(screen.getByRole('tab', { name: /^Español/ })).not.toHaveTextContent('(incomplete)');
    expect(screen.getByRole('tab', { name: /^English/ })).toHaveTextContent('(incomplete)');
    await user.click(screen.getByRole('button', { name: 'Create story' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Faltan título y contenido en los siguientes idiomas: Inglés, Francés, Alemán, Italiano, Portugués, Ruso, Chino',
    );
  }, 30_000);

  it('needs a genre, then creates the story: busy label, green message with the ID, and the row saved as SPEC says', async () => {
    const user = userEvent.setup();
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    for (const name of languagesEs) await fillLanguage(user, name, `Título ${name}`, `Texto de ${name}`);
    await user.clear(screen.getByRole('textbox', { name: 'Author' }));
    await user.type(screen.getByRole('textbox', { name: 'Hashtags' }), ' luna, , mar ');
    await typeDate(user, '04052031');
    expect(shownDate()).toBe('4/5/2031');
    const create = screen.getByRole('button', { name: 'Create story' });
    await user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('Debes seleccionar al menos una categoría/género.');
    expect(create).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'Fable' }));
    await user.click(create);
    // Busy, and still the focused element: pending rather than disabled.
    expect(create).toHaveTextContent('Guardando...');
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveFocus();
    const success = await screen.findByText(/^¡Cuento creado con éxito! ID: /);
    const id = success.textContent!.replace('¡Cuento creado con éxito! ID: ', '');
    const saved = await getStoryForEdit(id, admin);
    expect(saved?.story).toMatchObject({ author: 'Anónimo', hashtags: ['luna', 'mar'], tags: ['fable'], readTime: 0 });
    expect(saved?.story.imageUrl).toBeUndefined();
    expect(saved?.story.publishDate).toEqual(new Date(2031, 3, 5, 12, 0));
    expect(saved?.story.translations.de).toEqual({ title: 'Título Deutsch', content: 'Texto de Deutsch', summary: '' });
    expect(window.localStorage.getItem(draftKey(undefined))).toBeNull();

    // What was saved stays, read-only; focus is on the message, beside the story's link and "write another".
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveValue(' luna, , mar ');
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Create story' })).not.toBeInTheDocument();
    expect(success.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View the story' })).toHaveAttribute('href', `/en/story/${id}`);
    expect(screen.getByRole('link', { name: 'Open the schedule' })).toHaveAttribute('href', '/en/admin/schedule');
    await user.click(screen.getByRole('button', { name: 'Write another story' }));
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Anónimo');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveFocus();
    expect(screen.queryByText(/^¡Cuento creado con éxito!/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create story' })).toBeEnabled();
  }, 60_000);

  it('links a story created in Spanish to its Spanish page', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Routes>
        <Route path="/:lng/admin/nuevo-cuento" element={<StoryFormPage />} />
      </Routes>,
      { route: '/es/admin/nuevo-cuento', language: 'es' },
    );
    for (const name of languagesEs) await fillLanguage(user, name, `Título ${name}`, `Texto ${name}`, 'es');
    await user.click(screen.getByRole('checkbox', { name: 'Fábula' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuento' }));
    const success = await screen.findByText(/^¡Cuento creado con éxito! ID: /);
    const id = success.textContent!.replace('¡Cuento creado con éxito! ID: ', '');
    expect(screen.getByRole('link', { name: 'Ver el cuento' })).toHaveAttribute('href', `/es/cuento/${id}`);
  }, 60_000);

  it('offers the read time suggested by the Spanish text while the field is empty', async () => {
    const user = userEvent.setup();
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await fillLanguage(user, 'Español', 'Largo', Array.from({ length: 400 }, () => 'palabra').join(' '));
    expect(screen.getByText('Suggested from the Spanish text: 2 min')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use suggestion' }));
    expect(screen.getByRole('textbox', { name: /Reading time/ })).toHaveValue('2');
    expect(screen.queryByText(/Suggested from the Spanish text/)).not.toBeInTheDocument();
  }, 30_000);

  it('keeps unsaved input as a draft and offers it back after a reload', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await user.type(screen.getByRole('textbox', { name: 'Hashtags' }), 'borrador');
    first.unmount();

    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveValue('borrador');
  }, 30_000);

  it('forgets a draft the admin discards', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'x');
    first.unmount();
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(undefined))).toBeNull();
  }, 30_000);
});

describe('cover image', () => {
  // The picker's own `accept` would hide wrong types from the dialog; a drop or a lying file still arrives.
  const pick = async (file: File) => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  };

  it('refuses a file that is not PNG, JPEG or WebP before uploading anything', async () => {
    await pick(new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be PNG, JPEG or WebP.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  }, 30_000);

  it('refuses a file over 5 MB before uploading anything', async () => {
    await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image cannot be larger than 5 MB.');
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  }, 30_000);
});

describe('edit mode', () => {
  it('says a malformed id is not valid', async () => {
    await renderWithProviders(routes, { route: '/en/admin/edit-story/12' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid ID required');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when no story has the id', async () => {
    await renderWithProviders(routes, { route: '/en/admin/edit-story/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el cuento con el ID proporcionado.');
  });

  it('says the story could not be loaded when the API is unreachable, and a retry loads it', async () => {
    const user = userEvent.setup();
    const { id } = await createStory(storyInput({ author: 'Recuperada' }), admin);
    // Port 9 (discard) refuses connections: every request fails like an API that is down.
    setSupabase(
      createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    );
    try {
      await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
      // The client retries a failed read a few times before giving up.
      expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
        'Error al cargar el cuento para edición.',
      );
    } finally {
      setSupabase(admin);
    }
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cuento cargado correctamente para edición.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Recuperada');
  }, 60_000);

  it('loads the story, then updates it with the busy label and the green message', async () => {
    const user = userEvent.setup();
    const { id } = await createStory(storyInput(), admin);
    await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
    expect(await screen.findByText('Cuento cargado correctamente para edición.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit story' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Ana');
    expect(shownDate()).toBe('3/3/2031');
    expect(screen.getByRole('checkbox', { name: 'Fable' })).toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: 'Author' }));
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Beatriz');
    const update = screen.getByRole('button', { name: 'Update story' });
    await user.click(update);
    expect(update).toHaveTextContent('Actualizando...');
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText(`¡Cuento actualizado con éxito! ID: ${id}`)).toBeInTheDocument();
    expect(update).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View the story' })).toHaveAttribute('href', `/en/story/${id}`);
    expect(screen.getByRole('link', { name: 'Open the schedule' })).toHaveAttribute('href', '/en/admin/schedule');
    expect(screen.queryByRole('button', { name: 'Write another story' })).not.toBeInTheDocument();
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Beatriz');
    expect(window.localStorage.getItem(draftKey(id))).toBeNull();
  }, 30_000);

  it('keeps the exact publish time when the date is not changed, and moves to 12:00 of a newly chosen day', async () => {
    const user = userEvent.setup();
    const morning = new Date(2031, 4, 6, 8, 15);
    const { id } = await createStory(storyInput({ publishDate: morning }), admin);
    await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
    await screen.findByText('Cuento cargado correctamente para edición.');
    await user.type(screen.getByRole('textbox', { name: 'Hashtags' }), ', dos');
    await user.click(screen.getByRole('button', { name: 'Update story' }));
    await screen.findByText(`¡Cuento actualizado con éxito! ID: ${id}`);
    expect((await getStoryForEdit(id, admin))?.story.publishDate).toEqual(morning);

    await typeDate(user, '05072031');
    await user.click(screen.getByRole('button', { name: 'Update story' }));
    await screen.findByText(`¡Cuento actualizado con éxito! ID: ${id}`, {}, { timeout: 10_000 });
    await waitFor(async () =>
      expect((await getStoryForEdit(id, admin))?.story.publishDate).toEqual(new Date(2031, 4, 7, 12, 0)),
    );
  }, 60_000);

  it('refuses a save when someone else saved first; loading theirs keeps mine in the draft; overwrite wins when chosen', async () => {
    const user = userEvent.setup();
    const { id, version } = await createStory(storyInput({ author: 'Original' }), admin);
    await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
    await screen.findByText('Cuento cargado correctamente para edición.');
    // Another admin saves in between.
    await act(() => updateStory(id, storyInput({ author: 'Otra persona' }), { expectedVersion: version }, admin));

    await user.clear(screen.getByRole('textbox', { name: 'Author' }));
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Mía');
    await user.click(screen.getByRole('button', { name: 'Update story' }));
    expect(await screen.findByText(/Someone else saved this story after you opened it/)).toBeInTheDocument();
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Otra persona');

    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Otra persona'));
    // The panel's button is gone: focus is on the line that says what happened, not on <body>.
    expect(screen.getByText('Cuento cargado correctamente para edición.').parentElement).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Mía');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Update story' }));
    expect(await screen.findByText(`¡Cuento actualizado con éxito! ID: ${id}`)).toBeInTheDocument();
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Mía');
  }, 60_000);

  it('overwrites their version when the admin chooses to', async () => {
    const user = userEvent.setup();
    const { id, version } = await createStory(storyInput({ author: 'Original' }), admin);
    await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
    await screen.findByText('Cuento cargado correctamente para edición.');
    await act(() => updateStory(id, storyInput({ author: 'Otra persona' }), { expectedVersion: version }, admin));
    await user.clear(screen.getByRole('textbox', { name: 'Author' }));
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Mía');
    await user.click(screen.getByRole('button', { name: 'Update story' }));
    await user.click(await screen.findByRole('button', { name: 'Overwrite with mine' }));
    const updated = await screen.findByText(`¡Cuento actualizado con éxito! ID: ${id}`);
    expect(updated.parentElement).toHaveFocus();
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Mía');
  }, 60_000);
});

describe('keyboard', () => {
  it('a validation error is announced and focus stays in the field where Enter was pressed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(routes, { route: '/en/admin/new-story' });
    const title = within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.keyboard('Hola{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Faltan título y contenido en los siguientes idiomas: Español');
    expect(title).toHaveFocus();
  }, 30_000);

  it('a failed save is announced with its reason and focus stays on the button', async () => {
    const user = userEvent.setup();
    const { id } = await createStory(storyInput({ author: 'Sin red' }), admin);
    await renderWithProviders(routes, { route: `/en/admin/edit-story/${id}` });
    await screen.findByText('Cuento cargado correctamente para edición.');
    const update = screen.getByRole('button', { name: 'Update story' });
    // Port 9 (discard) refuses connections: the save fails like one made while the API is down.
    setSupabase(
      createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    );
    try {
      update.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).not.toBeEmptyDOMElement();
      expect(update).toHaveFocus();
      expect(update).toHaveTextContent('Update story');
    } finally {
      setSupabase(admin);
    }
  }, 60_000);
});
