import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@tales/shared/testing';
import StoryFormPage from './StoryFormPage';

const routes = (
  <Routes>
    <Route path="/:lng/admin/new-story" element={<StoryFormPage />} />
    <Route path="/:lng/admin/edit-story/:id" element={<StoryFormPage />} />
  </Routes>
);

describe('StoryFormPage (placeholder)', () => {
  it('shows the new-story heading and keeps the page out of search engines', async () => {
    await renderWithProviders(routes, { route: '/es/admin/new-story', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo cuento' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });

  it('shows the edit heading when an id is given', async () => {
    await renderWithProviders(routes, { route: '/en/admin/edit-story/12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit story' })).toBeInTheDocument();
  });
});
