import { createAppConfig } from '@tales/shared/tools/rspack-app';

export default createAppConfig({
  app: 'mf-auth',
  dir: __dirname,
  title: 'Tales · Account',
  exposes: {
    './AuthDialog': './src/auth-dialog/AuthDialog.tsx',
    './AccountMenu': './src/account-menu/AccountMenu.tsx',
  },
});
