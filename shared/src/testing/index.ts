export { renderWithProviders, setupI18n, loadTranslations } from './render';
