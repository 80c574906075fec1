// How the data cache is stored in the browser (key, version, cache keys, encoding): the public entry
// `@tales/shared/data/storage-format` for tests outside the browser that write or read that storage, without
// React or SWR.
export { dataKey, PERSIST_STORAGE_KEY, PERSIST_VERSION } from './cache-times';
export { obfuscate, deobfuscate } from './persisted-cache';
