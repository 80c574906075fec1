// `pnpm --filter mf-calendar dev`: the calendar on its own, against the API in /runtime-config.json.
import { Route, Routes } from 'react-router-dom';
import { DataProvider } from '@tales/shared/data';
import { languages } from '@tales/shared/i18n';
import { routePattern } from '@tales/shared/routing';
import { bootStandalone } from '@tales/shared/ui/standalone';
import CalendarPage from './calendar/CalendarPage';

void bootStandalone(
  <DataProvider>
    <Routes>
      {languages.map((lng) => (
        <Route key={lng} path={routePattern('calendar', lng)} element={<CalendarPage />} />
      ))}
      <Route path="*" element={<CalendarPage />} />
    </Routes>
  </DataProvider>,
);
