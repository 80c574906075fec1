import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote:
// each page, and the data loader beside a page that has one.
export default createRemoteConfig({
  remote: 'admin',
  dir: __dirname,
  title: 'Tales · Admin',
  exposes: {
    './StoryFormPage': './src/story-form/StoryFormPage.tsx',
    './StoryFormPage.data': './src/story-form/StoryFormPage.data.ts',
    './StoryListPage': './src/story-list/StoryListPage.tsx',
    './StoryListPage.data': './src/story-list/StoryListPage.data.ts',
    './SchedulePage': './src/schedule/SchedulePage.tsx',
    './SchedulePage.data': './src/schedule/SchedulePage.data.ts',
    './ReaderStatsPage': './src/reader-stats/ReaderStatsPage.tsx',
    './ReaderStatsPage.data': './src/reader-stats/ReaderStatsPage.data.ts',
  },
});
