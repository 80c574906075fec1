export { renderWithProviders, setupI18n, loadTranslations } from './render';
export { makeDayStory, makeStory } from './make-story';
