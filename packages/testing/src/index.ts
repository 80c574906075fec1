export { renderWithProviders, setupI18n, loadTranslations } from './render';
export { makeDayStory, makeStory, previewOf } from './make-story';
export { siteClientFactory } from './test-client';
