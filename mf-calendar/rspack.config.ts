import { createRemoteConfig } from '@tales/build';

// The files behind the exposes the federation contract (`@tales/shared/federation`) promises for this remote.
export default createRemoteConfig({
  remote: 'calendar',
  dir: __dirname,
  title: 'Tales · Calendar',
  exposes: {
    './CalendarPage': './src/calendar/CalendarPage.tsx',
  },
});
