export * from './languages';
export { i18n, initI18n, DEFAULT_NAMESPACE } from './instance';
