import { shareTargetFor } from './share-target';

describe('shareTargetFor', () => {
  it('shares the localized absolute URL and the summary', () => {
    const t = shareTargetFor('abc', 'de', { title: 'T', content: 'C', summary: 'S' }, 'https://tales.example');
    expect(t).toEqual({ url: 'https://tales.example/de/geschichte/abc', title: 'T', text: 'S' });
  });

  it('falls back to the first 150 characters of the content plus an ellipsis', () => {
    const t = shareTargetFor(
      'abc',
      'es',
      { title: 'T', content: 'y'.repeat(200), summary: '' },
      'https://tales.example',
    );
    expect(t.url).toBe('https://tales.example/es/cuento/abc');
    expect(t.text).toBe(`${'y'.repeat(150)}…`);
  });
});
