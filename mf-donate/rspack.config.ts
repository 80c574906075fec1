import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote:
// its page, and the data loader beside it.
export default createRemoteConfig({
  remote: 'donate',
  dir: __dirname,
  title: 'Tales · Donate',
  exposes: {
    './DonatePage': './src/DonatePage.tsx',
    './DonatePage.data': './src/DonatePage.data.ts',
  },
});
