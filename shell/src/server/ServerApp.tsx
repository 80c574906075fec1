// The shell's tree on the server: the same AppContent the browser hydrates, with this request's data cache (the
// page loader's answers already in it), texts, loaded remote modules and URL.
import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { DataProvider, type PersistedCache } from '@tales/shared/data';
import { AppContent } from '../app/App';
import { ServerModulesContext, type ServerModules } from '../federation/server-modules';

type ServerAppProps = {
  url: string;
  i18n: I18n;
  cache: PersistedCache;
  modules: ServerModules;
};

export function ServerApp({ url, i18n, cache, modules }: ServerAppProps) {
  return (
    <StrictMode>
      <DataProvider cache={cache}>
        <I18nextProvider i18n={i18n}>
          <ServerModulesContext.Provider value={modules}>
            <StaticRouter location={url}>
              <AppContent />
            </StaticRouter>
          </ServerModulesContext.Provider>
        </I18nextProvider>
      </DataProvider>
    </StrictMode>
  );
}
