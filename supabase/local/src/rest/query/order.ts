import { parseError } from '../errors';
import { parseField, type Field } from './field';
import { splitTopLevel } from './select';

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Parses `order=col.desc.nullslast,other` into terms; modifiers come from a fixed set, never from the URL verbatim. */
export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const parts = term.split('.');
    let direction: OrderTerm['direction'] = 'asc';
    let nulls: OrderTerm['nulls'];
    // Modifiers are the trailing dot-separated words; the field is what's left.
    while (parts.length > 1) {
      const last = parts[parts.length - 1];
      if (last === 'asc' || last === 'desc') direction = last;
      else if (last === 'nullsfirst') nulls = 'first';
      else if (last === 'nullslast') nulls = 'last';
      else break;
      parts.pop();
    }
    const fieldText = parts.join('.');
    if (fieldText === '') throw parseError(`failed to parse order (${raw})`, 'A column name is required');
    return { field: parseField(fieldText, 'order'), direction, nulls };
  });
}
