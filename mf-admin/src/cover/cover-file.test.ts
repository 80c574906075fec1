import {
  COVER_MAX_BYTES,
  coverFileProblem,
  coverObjectUrl,
  coverPath,
  coverPathFromUrl,
  coverPublicUrl,
} from './cover-file';
import { COVER_MESSAGES } from './cover-error';

const SUPABASE = 'https://project.supabase.co';
const file = (type: string, size: number) => ({ type, size });

describe('cover file rules', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s up to exactly 5 MB', (type) => {
    expect(coverFileProblem(file(type, 1))).toBeNull();
    expect(coverFileProblem(file(type, COVER_MAX_BYTES))).toBeNull();
  });

  it('refuses one byte over 5 MB with the size message', () => {
    const problem = coverFileProblem(file('image/png', COVER_MAX_BYTES + 1));
    expect(problem).toBe('storage/too-large');
    expect(COVER_MESSAGES[problem!]).toBe('La imagen no puede superar los 5 MB.');
  });

  it.each(['image/gif', 'image/svg+xml', 'text/html', 'application/pdf', '', 'IMAGE/PNG'])(
    'refuses type "%s" with the type message',
    (type) => {
      const problem = coverFileProblem(file(type, 10));
      expect(problem).toBe('storage/invalid-type');
      expect(COVER_MESSAGES[problem!]).toBe('La imagen debe ser PNG, JPEG o WebP.');
    },
  );

  it('refuses an empty file', () => {
    expect(coverFileProblem(file('image/webp', 0))).toBe('storage/empty-file');
  });

  it('checks the type before the size: a huge script is a type problem', () => {
    expect(coverFileProblem(file('text/javascript', COVER_MAX_BYTES * 2))).toBe('storage/invalid-type');
  });
});

describe('cover paths and URLs', () => {
  it('names each cover stories/{uuid}.{ext}, the extension from the type', () => {
    expect(coverPath('image/png', 'abc')).toBe('stories/abc.png');
    expect(coverPath('image/jpeg', 'abc')).toBe('stories/abc.jpg');
    expect(coverPath('image/webp', 'abc')).toBe('stories/abc.webp');
  });

  it('uses a new random uuid by default, so two uploads never share a path', () => {
    const a = coverPath('image/png');
    const b = coverPath('image/png');
    expect(a).toMatch(/^stories\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    expect(a).not.toBe(b);
  });

  it('builds the upload and public URLs, with or without a trailing slash on the project URL', () => {
    expect(coverObjectUrl(`${SUPABASE}/`, 'stories/a.png')).toBe(
      `${SUPABASE}/storage/v1/object/story-images/stories/a.png`,
    );
    expect(coverPublicUrl(SUPABASE, 'stories/a.png')).toBe(
      `${SUPABASE}/storage/v1/object/public/story-images/stories/a.png`,
    );
  });

  it('reads the path back from one of our public URLs (query and hash ignored)', () => {
    expect(coverPathFromUrl(SUPABASE, `${SUPABASE}/storage/v1/object/public/story-images/stories/a.png?v=2#x`)).toBe(
      'stories/a.png',
    );
  });

  it.each([
    ['another host', 'https://cdn.example.com/storage/v1/object/public/story-images/stories/a.png'],
    ['another bucket', `${SUPABASE}/storage/v1/object/public/avatars/stories/a.png`],
    ['outside the covers folder', `${SUPABASE}/storage/v1/object/public/story-images/other/a.png`],
    ['an encoded traversal', `${SUPABASE}/storage/v1/object/public/story-images/stories/%2e%2e/a.png`],
    ['a malformed escape', `${SUPABASE}/storage/v1/object/public/story-images/stories/%E0%A4%A.png`],
    ['not a URL at all', 'Anónimo'],
  ])('never claims %s (so removal leaves it alone)', (_label, url) => {
    expect(coverPathFromUrl(SUPABASE, url)).toBeNull();
  });
});
