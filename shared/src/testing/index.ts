export { renderWithProviders, setupI18n, loadTranslations } from './render';
export { makeDayStory, makeStory } from './make-story';
export { siteClientFactory } from './test-client';
