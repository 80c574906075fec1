// The mails' colours: light ones go inline, dark ones in a prefers-color-scheme rule that overrides them
// (with !important, since inline styles win otherwise) in the clients that support it.

export const colors = {
  page: '#f4f1ea',
  card: '#ffffff',
  text: '#1f1d1a',
  muted: '#6b655c',
  link: '#8a3b12',
  rule: '#e3ddd1',
} as const;

const dark = {
  page: '#121212',
  card: '#1e1e1e',
  text: '#ece8e1',
  muted: '#a8a299',
  link: '#f0a36b',
  rule: '#3a3733',
} as const;

export const fonts = {
  text: "Georgia, 'Times New Roman', serif",
  ui: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export const darkModeCss = `
@media (prefers-color-scheme: dark) {
  .tales-body { background-color: ${dark.page} !important; }
  .tales-card { background-color: ${dark.card} !important; color: ${dark.text} !important; }
  .tales-text { color: ${dark.text} !important; }
  .tales-muted { color: ${dark.muted} !important; }
  .tales-link { color: ${dark.link} !important; }
  .tales-rule { border-color: ${dark.rule} !important; }
  .tales-button { background-color: ${dark.link} !important; color: ${dark.page} !important; }
}`;
