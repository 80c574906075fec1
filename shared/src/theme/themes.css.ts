import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { brand } from './brand';
import { vars } from './contract.css';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Noto Serif", "Songti SC", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
};

// Colours chosen for WCAG AA contrast of text on bg/surface in both themes.
createGlobalTheme(':root, :root[data-theme="light"]', vars, {
  ...shared,
  color: {
    bg: brand.background,
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#d6d3d1',
    accent: brand.accent,
    accentHover: '#6f2f0e',
    accentText: '#ffffff',
    accentSoft: '#fbeee6',
    focus: '#1d4ed8',
    danger: '#b91c1c',
    dangerSoft: '#fdecec',
    success: '#15803d',
    successSoft: '#e8f6ec',
    skeleton: '#e7e5e4',
  },
  shadow: { card: '0 1px 2px rgb(0 0 0 / 0.06), 0 2px 8px rgb(0 0 0 / 0.06)', popover: '0 8px 24px rgb(0 0 0 / 0.16)' },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  ...shared,
  color: {
    bg: '#121110',
    surface: '#1c1a19',
    surfaceRaised: '#262321',
    text: '#f5f5f4',
    textMuted: '#b8b3ae',
    border: '#3f3b38',
    accent: '#f59e6b',
    accentHover: '#f8b790',
    accentText: '#1c1917',
    accentSoft: '#3a261b',
    focus: '#93c5fd',
    danger: '#f87171',
    dangerSoft: '#3b1d1d',
    success: '#4ade80',
    successSoft: '#17301f',
    skeleton: '#2e2a27',
  },
  shadow: { card: '0 1px 2px rgb(0 0 0 / 0.4)', popover: '0 8px 24px rgb(0 0 0 / 0.5)' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light dark', WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});
globalStyle('a', { color: vars.color.accent });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
