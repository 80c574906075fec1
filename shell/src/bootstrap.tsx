import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@tales/shared/config';
import '@tales/shared/theme';
import { registerRemotesFrom, loadExposed } from './federation/remotes';
import { lazy, Suspense } from 'react';

const Donate = lazy(() => loadExposed<{ default: React.ComponentType }>('donate', './DonatePage'));

loadRuntimeConfig().then((config) => {
  registerRemotesFrom(config);
  createRoot(document.getElementById('root')!).render(
    <Suspense fallback={<p>Loading…</p>}>
      <h1>Shell</h1>
      <Donate />
    </Suspense>,
  );
});
