import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote:
// each page, and the data loader beside a page that has one.
export default createRemoteConfig({
  remote: 'calendar',
  dir: __dirname,
  title: 'Tales · Calendar',
  exposes: {
    './CalendarPage': './src/calendar/CalendarPage.tsx',
    './CalendarPage.data': './src/calendar/CalendarPage.data.ts',
  },
});
