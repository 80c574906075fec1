import { createAppConfig } from '@tales/shared/tools/rspack-app';

export default createAppConfig({
  app: 'mf-donate',
  dir: __dirname,
  title: 'Tales · Donate',
  exposes: { './DonatePage': './src/DonatePage.tsx' },
});
