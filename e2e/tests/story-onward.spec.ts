// Onward from a story: the server's page of a story already links the stories published before and after it and
// "More like this", in the page's language (never a scheduled story as the next one); once the page has hydrated,
// without asking for them again, "next" opens the next story in the browser.
import { expect, test, type APIRequestContext } from '../support/test';
import type { Language } from '@tales/shared/i18n';
import { pathFor } from '@tales/shared/routing';
import { markDocument, pageHydrated } from '../support/hydration';
import { t } from '../support/i18n';
import { seedStory } from '../support/seed';
import { todaysStoryIdIn } from '../support/story-of-the-day';

const today = seedStory('00.json');
const yesterday = seedStory('01.json');
/** Published in two days: a reader is never offered it. */
const scheduled = seedStory('scheduled-2.json');
/** The three newest stories sharing a genre with today's (fantasy, kids), yesterday's being its previous one. */
const alike = ['03.json', '05.json', '07.json'].map((file) => seedStory(file));

/** The page as the server sends it, before any script runs. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The text of the page's onward navigation in the server's HTML: tags dropped, entities read. */
function onwardText(html: string, label: string): string {
  const nav = new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1];
  expect(nav, `the server's page has a navigation labelled ${label}`).toBeTruthy();
  return (nav as string)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Today's story id, from the data the home page hands to the browser. */
async function todaysStoryId(request: APIRequestContext): Promise<string> {
  return todaysStoryIdIn(await serverHtml(request, '/en'));
}

for (const lng of ['en', 'ru'] as Language[]) {
  test(`a story in ${lng} links onward in the server's page, and "next" opens the next story`, async ({
    page,
    request,
  }) => {
    const label = t(lng, 'story_onward.label');
    const todayId = await todaysStoryId(request);

    // The newest published story: its previous one and three like it, and no next one (the next is scheduled).
    const newestHtml = await serverHtml(request, pathFor('storyWithId', lng, { storyId: todayId }));
    const newest = onwardText(newestHtml, label);
    expect(newest).toContain(`${t(lng, 'story_onward.previous')} ${squash(yesterday.translations[lng].title)}`);
    expect(newest).not.toContain(t(lng, 'story_onward.next'));
    expect(newest).not.toContain(squash(scheduled.translations[lng].title));
    expect(newest).toContain(t(lng, 'story_onward.more_like_this'));
    for (const story of alike) expect(newest).toContain(squash(story.translations[lng].title));
    const previousLink = /<a[^>]*\brel="prev"[^>]*>/.exec(newestHtml)?.[0] ?? '';
    const previousHref = new RegExp(`href="(/${lng}/story/[0-9a-f-]+)"`).exec(previousLink)?.[1];
    expect(previousHref, 'the previous story is a link to its page').toBeTruthy();

    // Yesterday's page: its next one is today's, already in the server's HTML.
    const yesterdayHtml = await serverHtml(request, previousHref as string);
    expect(onwardText(yesterdayHtml, label)).toContain(
      `${t(lng, 'story_onward.next')} ${squash(today.translations[lng].title)}`,
    );

    const onwardRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/rpc/story_onward')) onwardRequests.push(req.url());
    });
    await page.goto(previousHref as string);
    await pageHydrated(page);
    expect(onwardRequests, 'hydration takes the onward links from the page').toEqual([]);

    const sameDocument = await markDocument(page);
    const nav = page.getByRole('navigation', { name: label });
    await nav.getByRole('link', { name: `${t(lng, 'story_onward.next')} ${today.translations[lng].title}` }).click();
    await expect(page).toHaveURL(pathFor('storyWithId', lng, { storyId: todayId }));
    await expect(page.getByRole('article', { name: today.translations[lng].title })).toBeVisible();
    await expect(
      nav.getByRole('link', { name: `${t(lng, 'story_onward.previous')} ${yesterday.translations[lng].title}` }),
    ).toBeVisible();
    expect(await sameDocument(), 'the next story opens in the browser').toBe(true);
  });
}
