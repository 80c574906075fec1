import { createAppConfig } from '@tales/shared/tools/rspack-app';

export default createAppConfig({
  app: 'mf-admin',
  dir: __dirname,
  title: 'Tales · Admin',
  exposes: {
    './StoryFormPage': './src/story-form/StoryFormPage.tsx',
  },
});
