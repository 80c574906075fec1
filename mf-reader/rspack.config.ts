import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote.
export default createRemoteConfig({
  remote: 'reader',
  dir: __dirname,
  title: 'Tales · Reader',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './StoryPage': './src/story/StoryPage.tsx',
  },
});
