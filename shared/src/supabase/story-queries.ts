// The story queries (stories.ts) on demand. They run on the REST library, which a server-rendered first load does
// not download (lazy-rest.ts), so their code comes in the same chunk, when the first of them is called.
type Stories = typeof import('./stories');

const stories = (): Promise<Stories> => import(/* webpackChunkName: "supabase-rest" */ './stories');

export const getStoryOfTheDay: Stories['getStoryOfTheDay'] = (...args) => stories().then((m) => m.getStoryOfTheDay(...args));
export const getStory: Stories['getStory'] = (...args) => stories().then((m) => m.getStory(...args));
export const getMonthStories: Stories['getMonthStories'] = (...args) => stories().then((m) => m.getMonthStories(...args));
export const getLatestStories: Stories['getLatestStories'] = (...args) => stories().then((m) => m.getLatestStories(...args));
export const getPublishedStoryIndex: Stories['getPublishedStoryIndex'] = (...args) => stories().then((m) => m.getPublishedStoryIndex(...args));
export const getStoryForEdit: Stories['getStoryForEdit'] = (...args) => stories().then((m) => m.getStoryForEdit(...args));
export const createStory: Stories['createStory'] = (...args) => stories().then((m) => m.createStory(...args));
export const updateStory: Stories['updateStory'] = (...args) => stories().then((m) => m.updateStory(...args));
