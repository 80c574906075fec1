export { useStoryOfTheDay, useStory, useMonthStories, useInvalidateStory } from './hooks';
export { DataProvider, getPageCache } from './DataProvider';
export { preloadStoryOfTheDay } from './preload';
export { createPersistedCache, obfuscate, deobfuscate, type PersistedCache } from './persisted-cache';
export { cacheKeys, staleTime, prefixOf, persistTime, PERSIST_VERSION, PERSIST_STORAGE_KEY, PERSIST_THROTTLE_MS } from './cache-times';
export { useIsStale } from './freshness';
export { HANDOFF_ELEMENT_ID, serializeHandoff, parseHandoff, seedCache, type DataHandoff, type HandoffEntry } from './handoff';
