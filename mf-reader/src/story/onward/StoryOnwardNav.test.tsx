import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@tales/shared/i18n';
import type { StoryPreview } from '@tales/shared/supabase';
import { makeStory, previewOf, renderWithProviders } from '@tales/testing';
import type { StoryOnward } from './StoryOnward.data';
import { StoryOnwardNav } from './StoryOnwardNav';

const card = (n: number, language: Language, over: Parameters<typeof makeStory>[0] = {}): StoryPreview =>
  previewOf(
    makeStory({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      publishDate: new Date(2026, 10, n, 12),
      translations: {
        es: { title: `Cuento ${n}`, content: 'Érase una vez.', summary: `Resumen ${n}` },
        en: { title: `Story ${n}`, content: 'Once upon a time.', summary: `Summary ${n}` },
        ru: { title: `Рассказ ${n}`, content: 'Жили-были.', summary: `Кратко ${n}` },
      },
      ...over,
    }),
    language,
  );

function onwardIn(language: Language): StoryOnward {
  return {
    previous: card(9, language),
    next: card(11, language),
    related: [card(20, language), card(5, language), card(2, language)],
  };
}

/** Where a followed link lands: its path and the card it passed along. */
function Landing() {
  const location = useLocation();
  const state = location.state as { preview?: StoryPreview } | null;
  return (
    <p>
      Landed on {location.pathname} with {state?.preview?.id ?? 'no card'}
    </p>
  );
}

async function renderNav(onward: StoryOnward, language: Language = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path={`/${language}/story/:storyId`} element={<Landing />} />
      <Route path="*" element={<StoryOnwardNav onward={onward} />} />
    </Routes>,
    { route: `/${language}/onward`, language },
  );
}

describe('StoryOnwardNav', () => {
  it('links the previous and next stories by direction, title and date, in a labelled navigation', async () => {
    await renderNav(onwardIn('en'));
    const nav = screen.getByRole('navigation', { name: 'More stories' });
    const previous = within(nav).getByRole('link', { name: 'Previous story Story 9' });
    const next = within(nav).getByRole('link', { name: 'Next story Story 11' });
    expect(previous).toHaveAttribute('href', '/en/story/00000000-0000-4000-8000-000000000009');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAttribute('href', '/en/story/00000000-0000-4000-8000-000000000011');
    expect(next).toHaveAttribute('rel', 'next');
    expect(within(nav).getByText('November 9th, 2026')).toBeInTheDocument();
    expect(within(nav).getByText('November 11th, 2026')).toBeInTheDocument();
  });

  it('lists "More like this" under its heading, each with its title, date and summary', async () => {
    await renderNav(onwardIn('en'));
    const heading = screen.getByRole('heading', { level: 2, name: 'More like this' });
    const section = heading.closest('section') as HTMLElement;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Story 20', 'Story 5', 'Story 2']);
    expect(within(section).getByText('Summary 5')).toBeInTheDocument();
    expect(within(section).getByText('November 20th, 2026')).toBeInTheDocument();
  });

  it("speaks the reader's language, and marks a title shown in the Spanish original as Spanish", async () => {
    const spanishOnly = card(11, 'ru', {
      translations: { es: { title: 'Cuento 11', content: 'Érase una vez.', summary: '' } },
    });
    await renderNav({ ...onwardIn('ru'), next: spanishOnly }, 'ru');
    const nav = screen.getByRole('navigation', { name: 'Другие рассказы' });
    expect(within(nav).getByRole('link', { name: 'Предыдущий рассказ Рассказ 9' })).toBeInTheDocument();
    const next = within(nav).getByRole('link', { name: 'Следующий рассказ Cuento 11' });
    expect(within(next).getByText('Cuento 11')).toHaveAttribute('lang', 'es');
    expect(within(nav).getByText('Рассказ 9')).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('heading', { name: 'Похожие рассказы' })).toBeInTheDocument();
  });

  it('has no previous link for the first story, no next for the newest, and no heading without peers', async () => {
    await renderNav({ previous: null, next: card(2, 'en'), related: [] });
    expect(screen.queryByRole('link', { name: /Previous story/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next story Story 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'More like this' })).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing onward', async () => {
    await renderNav({ previous: null, next: null, related: [] });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the story a link names, passing its card along for the heading', async () => {
    await renderNav(onwardIn('en'));
    await userEvent.click(screen.getByRole('link', { name: 'Next story Story 11' }));
    expect(
      screen.getByText(
        'Landed on /en/story/00000000-0000-4000-8000-000000000011 with 00000000-0000-4000-8000-000000000011',
      ),
    ).toBeInTheDocument();
  });
});
