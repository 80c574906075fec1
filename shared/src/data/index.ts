export { DataProvider, getPageCache } from './DataProvider';
export { useInvalidateStory, mayHoldStory } from './invalidate';
export { createPersistedCache, obfuscate, deobfuscate, type PersistedCache } from './persisted-cache';
export {
  dataKey,
  staleTime,
  prefixOf,
  persistTime,
  PERSIST_VERSION,
  PERSIST_STORAGE_KEY,
  PERSIST_THROTTLE_MS,
  type DataKind,
} from './cache-times';
export { isStaleIn, useIsStale } from './freshness';
export {
  HANDOFF_ELEMENT_ID,
  serializeHandoff,
  parseHandoff,
  seedCache,
  type DataHandoff,
  type HandoffEntry,
} from './handoff';
