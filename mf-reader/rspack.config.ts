import { createAppConfig } from '@tales/shared/tools/rspack-app';

export default createAppConfig({
  app: 'mf-reader',
  dir: __dirname,
  title: 'Tales · Reader',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './StoryPage': './src/story/StoryPage.tsx',
  },
});
