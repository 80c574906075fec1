import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote.
export default createRemoteConfig({
  remote: 'auth',
  dir: __dirname,
  title: 'Tales · Account',
  exposes: {
    './AuthDialog': './src/auth-dialog/AuthDialog.tsx',
    './AccountMenu': './src/account-menu/AccountMenu.tsx',
    './AccountPage': './src/account-page/AccountPage.tsx',
  },
});
