// `pnpm --filter mf-reader dev`: the reader's pages on their own, against the API in /runtime-config.json.
import { Route, Routes } from 'react-router-dom';
import { DataProvider } from '@tales/shared/data';
import { languages } from '@tales/shared/i18n';
import { routePattern } from '@tales/shared/routing';
import { bootStandalone } from '@tales/shared/ui/standalone';
import HomePage from './home/HomePage';
import StoryPage from './story/StoryPage';

void bootStandalone(
  <DataProvider>
    <Routes>
      {languages.flatMap((lng) => [
        <Route key={`${lng}-home`} path={routePattern('home', lng)} element={<HomePage />} />,
        <Route key={`${lng}-story`} path={routePattern('storyWithId', lng)} element={<StoryPage />} />,
      ])}
      <Route path="*" element={<HomePage />} />
    </Routes>
  </DataProvider>,
);
