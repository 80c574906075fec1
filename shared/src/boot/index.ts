// What the shell's first script uses before Module Federation has started: pure functions only. The federation
// config leaves this entry out of the shared modules, so it is bundled into the shell's own first chunk.
export { RUNTIME_CONFIG_PATH, SERVICE_WORKER_PATH } from '../config/early-config';
export {
  HANDOFF_ELEMENT_ID,
  hasServerData,
  PAGE_HANDOFF_KEY,
  TIME_ZONE_COOKIE,
  pageHandoff,
  type EarlyPress,
  type PageHandoff,
} from './page-handoff';
export { detectLanguage } from '../i18n/detect-language';
export { matchPath } from '../routing/paths';
export { remotePageOf, routes } from '../routing/routes';
export { remoteTextsUrl } from '../i18n/remote-texts-url';
export {
  accountCodeNeeded,
  AUTH_STORAGE_KEY,
  hasPersistedSession,
  STORED_SESSION_ATTRIBUTE,
} from '../supabase/persisted-session';
