/** Media queries the apps share, so "a phone" means the same width everywhere. */
export const media = {
  /** Phones held upright (360–480 px wide). */
  phone: 'screen and (max-width: 480px)',
} as const;
