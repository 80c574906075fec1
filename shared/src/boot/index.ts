// What the shell's first script uses before Module Federation has started: pure functions only. The federation
// config leaves this entry out of the shared modules, so it is bundled into the shell's own first chunk.
export { EARLY_CONFIG_KEY, RUNTIME_CONFIG_PATH, SERVICE_WORKER_PATH, type EarlyConfigHolder } from '../config/early-config';
export { EARLY_PRESS_KEY, type EarlyPressHolder } from '../config/early-press';
export { detectLanguage } from '../i18n/detect-language';
export { matchPath } from '../routing/paths';
export { remotePageOf, routes } from '../routing/routes';
export { remoteTextsUrl } from '../i18n/remote-texts-url';
export { accountCodeNeeded, AUTH_STORAGE_KEY, hasPersistedSession } from '../supabase/persisted-session';
