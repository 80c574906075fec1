import { parseError, RestError } from '../errors';
import { parseCondition, parseLogicTree, type FilterNode } from './filter';
import { assertWithinFilterBudget } from './filter-budget';
import { parseOrder, type OrderTerm } from './order';
import { parseSelect, splitTopLevel, type SelectItem } from './select';

/** Everything the query string says about one request to a table or function. */
export interface QueryParts {
  select: SelectItem[];
  /** true when the client sent `select=` (writes only return rows when asked). */
  hasSelect: boolean;
  filters: FilterNode[];
  order: OrderTerm[];
  limit: string | null;
  offset: string | null;
  onConflict?: string[];
  columns?: string[];
}

function parseNameList(raw: string, what: string): string[] {
  const names = splitTopLevel(raw).map((n) => n.trim().replace(/^"(.*)"$/s, '$1'));
  if (names.some((n) => n === '')) throw parseError(`failed to parse ${what} parameter (${raw})`, 'Empty column name');
  return names;
}

/**
 * Splits a query string into select/order/paging and filters. `argNames` (GET rpc) are function arguments,
 * not filters. Keys are matched as given; values were already decoded by URLSearchParams (`+` is a space).
 */
export function parseQueryParts(
  search: URLSearchParams,
  relation: string,
  argNames: ReadonlySet<string> = new Set(),
): QueryParts {
  const parts: QueryParts = {
    select: parseSelect(search.get('select'), relation),
    hasSelect: search.has('select'),
    filters: [],
    order: [],
    limit: null,
    offset: null,
  };
  for (const [key, value] of search) {
    if (argNames.has(key)) continue;
    switch (key) {
      case 'select':
      case 'apikey':
        continue;
      case 'order':
        parts.order.push(...parseOrder(value));
        continue;
      case 'limit':
        parts.limit = value;
        continue;
      case 'offset':
        parts.offset = value;
        continue;
      case 'on_conflict':
        parts.onConflict = parseNameList(value, 'on_conflict');
        continue;
      case 'columns':
        parts.columns = parseNameList(value, 'columns');
        continue;
      case 'or':
      case 'and':
        parts.filters.push(parseLogicTree(key, false, value));
        continue;
      case 'not.or':
      case 'not.and':
        parts.filters.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
        continue;
    }
    if (/\.(order|limit|offset|or|and|select)$/.test(key) || /^[^->]+\./.test(key)) {
      const resource = key.split('.')[0];
      throw new RestError(
        400,
        'PGRST108',
        `'${resource}' is not an embedded resource in this request`,
        null,
        `Verify that '${resource}' is included in the 'select' query parameter.`,
      );
    }
    parts.filters.push(parseCondition(key, value, false));
  }
  assertWithinFilterBudget(parts.filters);
  return parts;
}
