// The words for a failed account call: what went wrong, never the database's own message.
import type { TFunction } from 'i18next';
import { AccountError } from './account.data';

export function accountErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof AccountError ? error.code : 'network';
  return t(`auth.account_page.errors.${code}`);
}
