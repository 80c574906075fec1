// The story queries (stories.ts) on demand. They run on the REST library, which a server-rendered first load does
// not download (lazy-rest.ts), so their code comes in the same chunk, when the first of them is called.
type Stories = typeof import('./stories');
type Query = { [K in keyof Stories]: Stories[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof Stories];

const stories = (): Promise<Stories> => import(/* webpackChunkName: "supabase-rest" */ './stories');

/** `name` from stories.ts, called once its chunk has arrived. */
function onDemand<K extends Query>(name: K): Stories[K] {
  return ((...args: unknown[]) => stories().then((module) => (module[name] as (...a: unknown[]) => Promise<unknown>)(...args))) as Stories[K];
}

export const getStoryOfTheDay = onDemand('getStoryOfTheDay');
export const getStory = onDemand('getStory');
export const getMonthStories = onDemand('getMonthStories');
export const getLatestStories = onDemand('getLatestStories');
export const getPublishedStoryIndex = onDemand('getPublishedStoryIndex');
export const getStoryForEdit = onDemand('getStoryForEdit');
export const createStory = onDemand('createStory');
export const updateStory = onDemand('updateStory');
