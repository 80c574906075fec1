export * from './languages';
export { i18n, initI18n, DEFAULT_NAMESPACE } from './instance';
export { detectLanguage, detectLanguageFrom, readSavedLanguage, type DetectionSources } from './detect-language';
export { bindLanguageEffects, applyDocumentLanguage, saveLanguage } from './language-effects';
export { useDateLocale, loadDateLocale, formatDate } from './date-locale';
