import { createAppConfig } from '@tales/shared/tools/rspack-app';

export default createAppConfig({
  app: 'mf-calendar',
  dir: __dirname,
  title: 'Tales · Calendar',
  exposes: {
    './CalendarPage': './src/calendar/CalendarPage.tsx',
  },
});
