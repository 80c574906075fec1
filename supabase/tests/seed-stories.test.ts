/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { uncoveredPastDays, duplicateDayErrors, type LoadedStory } from '@tales/supabase-local/seed/load-stories';
import { storyErrors, type SeedStory } from '@tales/supabase-local/seed/story-file';

/**
 * Every story the writers deliver in supabase/seed/stories/ must follow the rules, and together they must
 * cover every one of the last 45 days plus two scheduled stories in the coming week. Missing files fail.
 */
const dir = path.join(__dirname, '..', 'seed', 'stories');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const PUBLISHED = Array.from({ length: 47 }, (_, i) => `${String(i).padStart(2, '0')}.json`);
const SCHEDULED = ['scheduled-2.json', 'scheduled-5.json'];

function load(file: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
}

describe('seed story files', () => {
  it('are all there: 00.json … 46.json, scheduled-2.json and scheduled-5.json, and nothing else', () => {
    expect(files).toEqual([...PUBLISHED, ...SCHEDULED].sort());
  });

  describe.each(files)('%s', (file) => {
    it('follows the story rules (8 languages, lengths, genres)', () => {
      expect(storyErrors(load(file))).toEqual([]);
    });

    it('is published on the day its name says', () => {
      const story = load(file) as SeedStory;
      const match = /^(?:(\d{2})|scheduled-(\d+))\.json$/.exec(file);
      expect(match).not.toBeNull();
      const expected = match![1] !== undefined ? 0 - Number(match![1]) : Number(match![2]);
      expect(story.daysFromToday).toBe(expected);
    });
  });

  it('cover every one of the last 45 days, one story per day, and two scheduled days in the coming week', () => {
    const stories: LoadedStory[] = files.map((file) => ({ file, story: load(file) as SeedStory }));
    expect(uncoveredPastDays(stories, 45)).toEqual([]);
    expect(duplicateDayErrors(stories)).toEqual([]);
    expect(stories.filter((s) => s.story.daysFromToday <= 0).length).toBeGreaterThanOrEqual(45);
    const scheduled = stories.filter((s) => s.story.daysFromToday > 0).map((s) => s.story.daysFromToday);
    expect(scheduled).toHaveLength(2);
    for (const day of scheduled) expect(day).toBeLessThanOrEqual(7);
  });
});
