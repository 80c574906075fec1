export * from './languages';
export { i18n, initI18n } from './instance';
export { detectLanguage, detectLanguageFrom, readSavedLanguage, type DetectionSources } from './detect-language';
export { bindLanguageEffects, applyDocumentLanguage, saveLanguage } from './language-effects';
export { dayKey, monthKey, longDate, fullDate, weekdayName, monthName } from './dates';
export {
  atReaderHour,
  browserTimeZone,
  isTimeZone,
  isToday,
  readerDayKey,
  readerMonth,
  readerMonthKey,
  readerTimeZone,
  rememberBrowserTimeZone,
  setReaderTimeZone,
  setRenderTimeZoneSource,
  startOfReaderDay,
  TIME_ZONE_COOKIE,
  useReaderTimeZone,
} from './time-zone';
export { registerRemoteTexts, resetRemoteTexts } from './remote-texts';
export { remoteTextsUrl } from './remote-texts-url';
export { loadRemoteTexts } from './load-remote-texts';
export { mergeTexts, type Texts } from './merge-texts';
