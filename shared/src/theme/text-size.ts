// The reader's story text size: remembered on the device, applied to <html> by the page's head script before
// first paint (so a larger size never shifts the page after it loads), and changed by the story's control.

export const textSizes = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const DEFAULT_TEXT_SIZE: TextSize = 'medium';
export const TEXT_SIZE_STORAGE_KEY = 'tales-text-size';
/** The attribute on <html> that the story's stylesheet reads. */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

export const isTextSize = (value: unknown): value is TextSize => textSizes.includes(value as TextSize);
