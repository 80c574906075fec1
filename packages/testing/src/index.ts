export { renderWithProviders, setupI18n, loadTranslations } from './render';
export { makeDayStory, makeStory, previewOf } from './make-story';
export { asSiteClient, siteClientFactory, type SiteTestClient } from './test-client';
export { closedPortUrl, countingClient, memoryStorage, readSwr, savedEarlier } from './data-testing';
export { dataWrapper, loaderRequest, localApiSuite, todaysSeedStory, type LocalApiSuite } from './data-suite';
