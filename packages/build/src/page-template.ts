// What the build fills into the page template (index.html): the names its inline head script shares with the app.
import path from 'node:path';
import { AUTH_STORAGE_KEY, PAGE_HANDOFF_KEY, STORED_SESSION_ATTRIBUTE } from '@tales/shared/boot';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_STORAGE_KEY, textSizes } from '@tales/shared/theme/text-size';

export const pageTemplate = path.join(__dirname, 'index.html');

export function pageTemplateParameters(title: string): Record<string, string> {
  return {
    title,
    handoffKey: PAGE_HANDOFF_KEY,
    textSizeKey: TEXT_SIZE_STORAGE_KEY,
    textSizeAttribute: TEXT_SIZE_ATTRIBUTE,
    textSizes: JSON.stringify(textSizes),
    authStorageKey: AUTH_STORAGE_KEY,
    storedSessionAttribute: STORED_SESSION_ATTRIBUTE,
  };
}
