// The stack is seeded once, relative to the day it starts; a run that goes past midnight UTC would then find
// yesterday's story where today's belongs. Before each test, the seeded stories are dated again for the day it
// runs on when that day has changed (SPEC: a story is on the site within a minute of its publish time, so the
// test then waits that minute).
import { loadStories } from '@tales/supabase-local/seed/load-stories';
import { publishDate, storyId } from '@tales/supabase-local/seed/seed-sql';
import { apiUrl, serviceHeaders } from './accounts';
import { seedStoriesDir } from './seed';

const rest = `${apiUrl}/rest/v1/stories`;
const headers = { ...serviceHeaders, 'content-type': 'application/json' };

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The UTC day the seeded stories are dated for (today's story's day), once known in this worker. */
let datedFor: string | undefined;

async function seededDay(): Promise<string> {
  const res = await fetch(`${rest}?select=publish_date&id=eq.${storyId('00.json')}`, { headers });
  if (!res.ok) throw new Error(`the seeded stories' day: HTTP ${res.status} ${await res.text()}`);
  const [today] = (await res.json()) as { publish_date: string }[];
  if (!today) throw new Error("today's seeded story (00.json) is not in the database");
  return utcDay(new Date(today.publish_date));
}

async function dateAgain(now: Date): Promise<void> {
  const { stories, errors } = await loadStories(seedStoriesDir);
  if (errors.length) throw new Error(`seeded stories: ${errors.join('; ')}`);
  for (const { file, story } of stories) {
    const res = await fetch(`${rest}?id=eq.${storyId(file)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ publish_date: publishDate(story.daysFromToday, now).toISOString() }),
    });
    if (!res.ok) throw new Error(`dating ${file} again: HTTP ${res.status} ${await res.text()}`);
  }
}

/** How long the site may serve answers from before the stories were dated again. */
export const SITE_FOLLOWS_MS = 60_000;

/** Dates the seeded stories for today when the day has moved on since they were dated; whether it did. */
export async function dateSeedForToday(): Promise<boolean> {
  const now = new Date();
  datedFor ??= await seededDay();
  if (datedFor === utcDay(now)) return false;
  await dateAgain(now);
  datedFor = utcDay(now);
  return true;
}
