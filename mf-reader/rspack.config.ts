import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote:
// each page, and the data loader beside a page that has one.
export default createRemoteConfig({
  remote: 'reader',
  dir: __dirname,
  title: 'Tales · Reader',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './HomePage.data': './src/home/HomePage.data.ts',
    './StoryPage': './src/story/StoryPage.tsx',
    './StoryPage.data': './src/story/StoryPage.data.ts',
    './StoryListingPage': './src/listing/StoryListingPage.tsx',
    './StoryListingPage.data': './src/listing/StoryListingPage.data.ts',
    './SearchPage': './src/search/SearchPage.tsx',
    './SearchPage.data': './src/search/SearchPage.data.ts',
    './StoryPreviewPage': './src/story/preview/StoryPreviewPage.tsx',
    './LibraryPage': './src/library/LibraryPage.tsx',
  },
});
