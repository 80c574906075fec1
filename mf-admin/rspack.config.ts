import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote.
export default createRemoteConfig({
  remote: 'admin',
  dir: __dirname,
  title: 'Tales · Admin',
  exposes: {
    './StoryFormPage': './src/story-form/StoryFormPage.tsx',
  },
});
