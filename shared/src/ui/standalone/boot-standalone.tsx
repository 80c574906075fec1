// Minimal bootstrap for running one remote on its own (`pnpm --filter mf-x dev`): the runtime config its dev
// server answers, the signed-in account (as the shell keeps it), language, theme, router and toast region,
// without the shell. Its texts come from its own dev server, the UI kit's as `common`.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, type RuntimeConfig } from '../../config';
import { bindLanguageEffects, detectLanguage, i18n, initI18n, registerRemoteTexts } from '../../i18n';
import { syncThemeWithDocument } from '../../stores/theme-store';
import { startAuthSync } from '../../supabase';
import '../../theme';
import { ToastRegion } from '../toast/ToastRegion';
import { ApiDownNotice } from './ApiDownNotice';

export function StandaloneApp({ children, apiDown }: { children: ReactNode; apiDown?: string }) {
  useEffect(() => bindLanguageEffects(i18n), []);
  useEffect(() => syncThemeWithDocument(), []);
  return (
    <>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
        {apiDown && <ApiDownNotice url={apiDown} />}
        {children}
      </main>
      <ToastRegion />
    </>
  );
}

/** The runtime config; once it is known the auth store follows the session stored for this origin, as in the shell. */
async function configWithAuth(): Promise<RuntimeConfig | undefined> {
  const config = await loadRuntimeConfig().catch(() => undefined);
  if (config) startAuthSync();
  return config;
}

/** The API's URL when it does not answer (no config, or nothing listening), else undefined. */
async function unreachableApi(config: RuntimeConfig | undefined): Promise<string | undefined> {
  if (!config) return '/runtime-config.json';
  try {
    const res = await fetch(`${config.supabaseUrl}/auth/v1/health`, { headers: { apikey: config.supabaseAnonKey } });
    return res.ok ? undefined : config.supabaseUrl;
  } catch {
    return config.supabaseUrl;
  }
}

export async function bootStandalone(children: ReactNode): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  registerRemoteTexts('standalone', new URL('/', window.location.href).href);
  // A remote without data still renders, and says why it has none.
  const [, apiDown] = await Promise.all([initI18n(detectLanguage()), configWithAuth().then(unreachableApi)]);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp apiDown={apiDown}>{children}</StandaloneApp>
      </BrowserRouter>
    </StrictMode>,
  );
}
