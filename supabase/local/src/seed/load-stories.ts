import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { storyErrors, type SeedStory } from './story-file';

export interface LoadedStory {
  /** File name, e.g. "03.json"; also the seed of the story's stable id. */
  file: string;
  story: SeedStory;
}

export interface LoadResult {
  stories: LoadedStory[];
  /** "<file>: <problem>" for every invalid file and for two files claiming the same day. */
  errors: string[];
}

export async function loadStories(dir: string): Promise<LoadResult> {
  if (!existsSync(dir)) return { stories: [], errors: [] };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const stories: LoadedStory[] = [];
  const errors: string[] = [];
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (error) {
      errors.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const problems = storyErrors(data);
    if (problems.length) errors.push(...problems.map((p) => `${file}: ${p}`));
    else stories.push({ file, story: data as SeedStory });
  }
  errors.push(...duplicateDayErrors(stories));
  return { stories, errors };
}

/** One story per publication day: the calendar shows a single story per date. */
export function duplicateDayErrors(stories: LoadedStory[]): string[] {
  const byDay = new Map<number, string[]>();
  for (const { file, story } of stories)
    byDay.set(story.daysFromToday, [...(byDay.get(story.daysFromToday) ?? []), file]);
  return [...byDay.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([day, files]) => `${files.join(', ')}: several stories for daysFromToday ${day}`);
}

/** Days among today and the `days - 1` before it (0, -1, …) that have no story. */
export function uncoveredPastDays(stories: LoadedStory[], days: number): number[] {
  const covered = new Set(stories.map((s) => s.story.daysFromToday));
  return Array.from({ length: days }, (_, i) => 0 - i).filter((d) => !covered.has(d));
}
