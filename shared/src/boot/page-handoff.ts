// What the page hands the app before the app runs, in one place, under one global (`window.__tales`): the press
// the head script kept while the code was on its way (shared/tools index.html), the runtime-config request the
// shell's first script started (early-fetches), and where the server's data hand-off sits in the page.

/** The one global the page's scripts share with the app. */
export const PAGE_HANDOFF_KEY = '__tales';

/** The cookie the app keeps the browser's time zone in, so the server renders the reader's day. */
export const TIME_ZONE_COOKIE = 'tales-tz';

/** The head script keeps the last button pressed until the app says it has started. */
export type EarlyPress = { button: HTMLButtonElement | null; started: boolean };

export type PageHandoff = {
  /** Written by the page head's inline script. */
  press?: EarlyPress;
  /** The runtime config the shell's first script asked for, before any shared library had arrived. */
  config?: Promise<unknown>;
};

type Holder = { [PAGE_HANDOFF_KEY]?: PageHandoff };

/** The page's hand-off (made on first use: a page without the head script, a test). */
export function pageHandoff(): PageHandoff {
  const holder = globalThis as Holder;
  holder[PAGE_HANDOFF_KEY] ??= {};
  return holder[PAGE_HANDOFF_KEY];
}

/** Takes the config request the first script started: used once, a retry asks again. */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const handoff = pageHandoff();
  const config = handoff.config;
  delete handoff.config;
  return config;
}

/** The id of the page's `<script type="application/json">` that carries the server's data hand-off. */
export const HANDOFF_ELEMENT_ID = 'tales-data';

/** Whether the page came rendered from the server (it then carries the server's data hand-off). */
export function hasServerData(doc: Pick<Document, 'getElementById'> = document): boolean {
  return doc.getElementById(HANDOFF_ELEMENT_ID) !== null;
}
