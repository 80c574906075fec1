// The preview of the admin form's unsaved story: the reader's story page under a band that says what it is and
// opens the same preview in each of the eight languages.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { writeDraftPreview } from '@tales/shared/story/draft-preview';
import { renderWithProviders } from '@tales/testing';
import StoryPreviewPage from './StoryPreviewPage';

const renderPreview = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lng/admin/preview" element={<StoryPreviewPage />} />
    </Routes>,
    { route },
  );

beforeEach(() => localStorage.clear());

it('shows the form’s unsaved story as readers will see it, under a preview band', async () => {
  writeDraftPreview({
    translations: {
      es: { title: 'El faro', content: 'Había una vez un faro.', summary: '' },
      en: { title: 'The lighthouse', content: 'Once there was a lighthouse.', summary: '' },
    },
    author: 'Ana',
    tags: ['fable'],
    hashtags: [],
    readTime: 2,
    publishDate: new Date('2026-12-24T12:00:00Z'),
  });
  await renderPreview('/en/admin/preview?draft');

  const band = screen.getByRole('region', { name: 'Preview' });
  expect(band).toHaveTextContent('It is not saved');
  const languages = within(band).getByRole('navigation', { name: 'Preview in another language' });
  expect(within(languages).getAllByRole('link')).toHaveLength(8);
  expect(within(languages).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/admin/preview?draft');
  expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('heading', { name: 'The lighthouse' })).toBeInTheDocument();
  expect(screen.getByText('Once there was a lighthouse.')).toBeInTheDocument();
});

it('says there is nothing to preview when nothing was handed over', async () => {
  await renderPreview('/en/admin/preview?draft');
  expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument();
});
