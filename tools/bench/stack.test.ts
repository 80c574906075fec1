import { benchStories, type PublishedStory } from './stack';

const story = (id: string, publishDate: string): PublishedStory => ({ id, title: `Title ${id}`, publishDate });

describe('benchStories', () => {
  it('takes the first story published today for /en and the latest before today for the story page', () => {
    const stories = [
      story('later-today', '2026-11-23T12:00:00Z'),
      story('early-today', '2026-11-23T06:00:00Z'),
      story('yesterday', '2026-11-22T12:00:00Z'),
    ];
    expect(benchStories(stories, '2026-11-23')).toEqual({ ofTheDay: stories[1], page: stories[2] });
  });

  it('falls back to the latest story when none is published today', () => {
    const stories = [story('yesterday', '2026-11-22T12:00:00Z'), story('older', '2026-11-20T12:00:00Z')];
    expect(benchStories(stories, '2026-11-23')).toEqual({ ofTheDay: stories[0], page: stories[0] });
  });

  it('refuses a database without a story before today', () => {
    expect(() => benchStories([story('today', '2026-11-23T06:00:00Z')], '2026-11-23')).toThrow('one before today');
    expect(() => benchStories([], '2026-11-23')).toThrow();
  });
});
