import type { TFunction } from 'i18next';
import type { BankRow } from '@tales/shared/config';
import type { Detail } from '../details/DetailList';

/** Bank rows with their translated labels, in config order. */
export function bankDetails(rows: BankRow[], t: TFunction): Detail[] {
  return rows.map((row) => ({ id: row.field, label: t(`donate.bank.fields.${row.field}`), value: row.value }));
}

/** Every row as "Label: value", one per line, ready to paste into a banking app or a note. */
export function allDetailsText(details: Detail[]): string {
  return details.map((detail) => `${detail.label}: ${detail.value}`).join('\n');
}
