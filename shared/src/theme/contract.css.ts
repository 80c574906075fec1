import { createGlobalThemeContract } from '@vanilla-extract/css';

// Global contract: the same CSS variable names (--tales-color-bg …) in every separately built app.
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: null,
      surface: null,
      surfaceRaised: null,
      text: null,
      textMuted: null,
      border: null,
      accent: null,
      accentHover: null,
      accentText: null,
      accentSoft: null,
      focus: null,
      danger: null,
      dangerSoft: null,
      success: null,
      successSoft: null,
      skeleton: null,
    },
    font: { body: null, heading: null, mono: null },
    space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { card: null, popover: null },
  },
  (_value, path) => `tales-${path.join('-')}`,
);
