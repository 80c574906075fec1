import { readDraftPreview, writeDraftPreview } from './draft-preview';

const input = {
  translations: { es: { title: 'Borrador', content: 'Había una vez.', summary: '' } },
  author: 'Ana',
  tags: ['fable'],
  hashtags: ['luna'],
  readTime: 4,
  publishDate: new Date('2026-12-24T12:00:00Z'),
};

beforeEach(() => localStorage.clear());

it('hands the form’s unsaved story to the preview as the story page shows one', () => {
  writeDraftPreview(input, 'b1c0ffee-0000-4000-8000-000000000000');
  expect(readDraftPreview()).toEqual({
    ...input,
    id: 'b1c0ffee-0000-4000-8000-000000000000',
    createdAt: null,
    updatedAt: null,
  });
});

it('dates a story without a day today, as saving it would', () => {
  writeDraftPreview({ ...input, publishDate: null });
  const shown = readDraftPreview();
  expect(shown?.id).toBe('draft');
  expect(Math.abs((shown?.publishDate?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
});

it('has nothing to show when nothing or something unreadable was handed over', () => {
  expect(readDraftPreview()).toBeNull();
  localStorage.setItem('tales:story-draft-preview', '{not json');
  expect(readDraftPreview()).toBeNull();
  localStorage.setItem('tales:story-draft-preview', '{"author":"no translations"}');
  expect(readDraftPreview()).toBeNull();
});
