import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote.
export default createRemoteConfig({
  remote: 'donate',
  dir: __dirname,
  title: 'Tales · Donate',
  exposes: {
    './DonatePage': './src/DonatePage.tsx',
  },
});
