import { createShellConfig } from '@tales/build';

export default createShellConfig({
  dir: __dirname,
  title: 'Tales',
  runtimePlugins: [
    require.resolve('./src/federation/retry-plugin.ts'),
    require.resolve('./src/federation/manifest-plugin.ts'),
    require.resolve('./src/federation/fallback-plugin.ts'),
  ],
  serviceWorker: './src/service-worker/sw.ts',
});
