// A press on a button of the server's page before the app has started (its code still on the way) is kept by an
// inline script in the page's head, and made again once the app answers: the press is late, never lost.
export const EARLY_PRESS_KEY = '__talesEarlyPress';

/** What the inline script keeps: the last button pressed, until the app says it has started. */
type EarlyPress = { button: HTMLButtonElement | null; started: boolean };
export type EarlyPressHolder = { [EARLY_PRESS_KEY]?: EarlyPress };
