// The seeded stories the journeys compare the page with. A spec reads them when it loads, so a missing or
// broken file must stop the run with a message that names it, never drop the spec's tests quietly.
import fs from 'node:fs';
import path from 'node:path';
import { storyErrors, type SeedStory } from '@tales/supabase-local/seed/story-file';

export const seedStoriesDir = path.resolve(__dirname, '../../supabase/seed/stories');

/** A seeded story by file name (`00.json` is today's). */
export function seedStory(file: string, dir = seedStoriesDir): SeedStory {
  const full = path.join(dir, file);
  if (!fs.existsSync(full))
    throw new Error(`e2e fixture missing: ${full} (a seeded story the journeys compare the page with)`);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`e2e fixture ${full} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const errors = storyErrors(data);
  if (errors.length) throw new Error(`e2e fixture ${full} is not a seed story: ${errors.join('; ')}`);
  return data as SeedStory;
}
