import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeStory } from '@tales/testing';
import type { Language } from '@tales/shared/i18n';
import type { Story } from '@tales/shared/supabase';
import { StoryCard } from './StoryCard';
import { storyTextFor } from '@tales/shared/story';

async function renderCard(story: Story, language: Language = 'en') {
  const storyText = storyTextFor(story, language);
  if (!storyText) throw new Error('no text');
  return renderWithProviders(<StoryCard story={story} storyText={storyText} />, { language });
}

describe('StoryCard', () => {
  it('shows reading time, hashtags with #, translated genre badges, headline, author and paragraphs', async () => {
    await renderCard(makeStory());
    const card = screen.getByRole('article', { name: 'The Lighthouse Keeper' });
    expect(within(card).getByText('3 min read')).toBeInTheDocument();
    const hashtags = within(card).getByRole('list', { name: 'Hashtags' });
    expect(
      within(hashtags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#tormentas', '#faro']);
    const genres = within(card).getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fantasy', 'Kids']);
    expect(within(card).getByRole('heading', { level: 2, name: 'The Lighthouse Keeper' })).toBeInTheDocument();
    expect(within(card).getByText(/^By/)).toHaveTextContent('By Ana Pérez');
    expect(within(card).getByText('First line.').tagName).toBe('P');
    expect(within(card).getByText('Second line.').tagName).toBe('P');
  });

  it("links each genre badge to its genre's page and the author's name to theirs, in the page's language", async () => {
    await renderCard(makeStory(), 'ru');
    const genres = screen.getByRole('list', { name: 'Жанры' });
    expect(within(genres).getByRole('link', { name: 'Фэнтези' })).toHaveAttribute('href', '/ru/genre/fantasy');
    expect(screen.getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute('href', '/ru/author/Ana%20P%C3%A9rez');
  });

  it('links no anonymous author', async () => {
    await renderCard(makeStory({ author: 'Anónimo' }), 'es');
    expect(screen.getByText(/^Por/)).toHaveTextContent('Por Anónimo');
    expect(screen.queryByRole('link', { name: 'Anónimo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fantasía' })).toHaveAttribute('href', '/es/genero/fantasy');
  });

  it('offers three text sizes; the chosen one applies to the page and is remembered on the device', async () => {
    localStorage.removeItem('tales-text-size');
    document.documentElement.removeAttribute('data-text-size');
    await renderCard(makeStory());
    const group = screen.getByRole('group', { name: 'Text size' });
    const sizes = within(group).getAllByRole('radio');
    expect(sizes.map((radio) => radio.getAttribute('value'))).toEqual(['small', 'medium', 'large']);
    expect(within(group).getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Large' }));
    expect(within(group).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-text-size', 'large');
    expect(localStorage.getItem('tales-text-size')).toBe('large');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(localStorage.getItem('tales-text-size')).toBe('medium');
  });

  it('shows the size the page already has (set before first paint)', async () => {
    document.documentElement.setAttribute('data-text-size', 'small');
    await renderCard(makeStory());
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    document.documentElement.removeAttribute('data-text-size');
  });

  it('translates the badges in the reader’s language', async () => {
    await renderCard(makeStory({ tags: ['scifi', 'young-adult'] }), 'de');
    const genres = screen.getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Science-Fiction', 'Jugendliche']);
  });

  it.each([
    ['Anonymous', 'en', 'By Anonymous'],
    ['Anónimo', 'fr', 'Par Anonyme'],
    ['', 'ru', 'Автор: Аноним'],
  ] as const)('replaces author %j with the translated anonymous name (%s)', async (author, lng, shown) => {
    await renderCard(makeStory({ author }), lng);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('uses the plural rules of the language for the reading time', async () => {
    await renderCard(makeStory({ readTime: 5 }), 'ru');
    expect(screen.getByText('5 минут чтения')).toBeInTheDocument();
  });

  it('shows 5 minutes when the story has no read time', async () => {
    await renderCard(makeStory({ readTime: 0 }));
    expect(screen.getByText('5 min read')).toBeInTheDocument();
  });

  it.each(['en', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] as const)(
    'shows the AI-translation disclaimer in %s',
    async (lng) => {
      const { container } = await renderCard(makeStory(), lng);
      expect(container).toHaveTextContent(/AI|IA|KI|ИИ|人工智能/);
    },
  );

  it('shows no AI-translation disclaimer in Spanish, the original language', async () => {
    const { container } = await renderCard(makeStory(), 'es');
    expect(container).not.toHaveTextContent(/\bIA\b/);
    expect(screen.getByRole('heading', { name: 'El farero' })).toBeInTheDocument();
  });

  it('falls back to Spanish with a visible note when the language has no text', async () => {
    const story = makeStory({ translations: { es: { title: 'El farero', content: 'Érase una vez.', summary: '' } } });
    await renderCard(story, 'it');
    expect(screen.getByRole('heading', { name: 'El farero' }).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('note')).toHaveTextContent('mostrata nell’originale spagnolo');
    expect(screen.queryByText(/aiuto dell’IA/)).not.toBeInTheDocument();
  });

  it('gives CJK and Cyrillic paragraphs their own spacing', async () => {
    const story = makeStory({
      translations: {
        es: { title: 'Mezcla', content: 'Hola mundo.\n在北方的悬崖上。\nНа северном утёсе.', summary: '' },
      },
    });
    await renderCard(story, 'es');
    // The class per script is chosen from data-script (vanilla-extract classes are stubbed in jest).
    expect(screen.getByText('在北方的悬崖上。')).toHaveAttribute('data-script', 'cjk');
    expect(screen.getByText('На северном утёсе.')).toHaveAttribute('data-script', 'cyrillic');
    expect(screen.getByText('Hola mundo.')).toHaveAttribute('data-script', 'latin');
  });

  it("shows the cover, sized and lazy, with the title in its alt text, in the reader's language", async () => {
    await renderCard(
      makeStory({ imageUrl: 'https://cdn.test/storage/v1/object/public/story-images/stories/a.webp' }),
      'es',
    );
    const cover = screen.getByRole('img', { name: 'Ilustración de «El farero»' });
    expect(cover).toHaveAttribute('src', 'https://cdn.test/storage/v1/object/public/story-images/stories/a.webp');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '675');
  });

  it('has no image without a cover', async () => {
    await renderCard(makeStory());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
