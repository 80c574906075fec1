// `pnpm --filter mf-admin dev`: the admin pages on their own (new story, edit by id, the stories list, the schedule, the readers' figures), with the shell's i18n,
// theme, router and toasts, once an administrator has signed in on this page.
import { Route, Routes } from 'react-router-dom';
import { DataProvider } from '@tales/shared/data';
import { languages } from '@tales/shared/i18n';
import { routePattern } from '@tales/shared/routing';
import { bootStandalone } from '@tales/shared/ui/standalone';
import { AdminOnly } from './standalone-sign-in/AdminOnly';
import ReaderStatsPage from './reader-stats/ReaderStatsPage';
import SchedulePage from './schedule/SchedulePage';
import StoryFormPage from './story-form/StoryFormPage';
import StoryListPage from './story-list/StoryListPage';

void bootStandalone(
  <DataProvider>
    <AdminOnly>
      <Routes>
        {languages.flatMap((lng) => [
          <Route key={`${lng}-new`} path={routePattern('newStory', lng)} element={<StoryFormPage />} />,
          <Route key={`${lng}-edit`} path={routePattern('editStory', lng)} element={<StoryFormPage />} />,
          <Route key={`${lng}-list`} path={routePattern('storyList', lng)} element={<StoryListPage />} />,
          <Route key={`${lng}-schedule`} path={routePattern('schedule', lng)} element={<SchedulePage />} />,
          <Route key={`${lng}-readers`} path={routePattern('readerStats', lng)} element={<ReaderStatsPage />} />,
        ])}
        <Route path="*" element={<StoryFormPage />} />
      </Routes>
    </AdminOnly>
  </DataProvider>,
);
