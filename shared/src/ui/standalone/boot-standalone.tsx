// Minimal bootstrap for running one remote on its own (`pnpm --filter mf-x dev`): the shell's
// runtime config, language, theme, router and toast region, without the shell.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../../config';
import { bindLanguageEffects, detectLanguage, i18n, initI18n } from '../../i18n';
import { syncThemeWithDocument } from '../../stores/theme-store';
import '../../theme';
import { ToastRegion } from '../toast/ToastRegion';

export function StandaloneApp({ children }: { children: ReactNode }) {
  useEffect(() => bindLanguageEffects(i18n), []);
  useEffect(() => syncThemeWithDocument(), []);
  return (
    <>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>{children}</main>
      <ToastRegion />
    </>
  );
}

export async function bootStandalone(children: ReactNode): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The config is optional standalone (a remote without data still renders).
  await Promise.all([initI18n(detectLanguage()), loadRuntimeConfig().catch(() => undefined)]);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp>{children}</StandaloneApp>
      </BrowserRouter>
    </StrictMode>,
  );
}
