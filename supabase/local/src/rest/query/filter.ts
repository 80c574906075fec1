import { LIMITS } from '../../http/limits';
import { nestingDepth } from '../../http/text-scan';
import { parseError } from '../errors';
import { assertSafeRegex } from '../sql/regex-safety';
import { parseField, type Field } from './field';
import { splitTopLevel } from './select';

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Condition =
  | { kind: 'cond'; field: Field; negated: boolean; op: 'in'; values: string[] }
  | { kind: 'cond'; field: Field; negated: boolean; op: 'is'; value: IsValue }
  | { kind: 'cond'; field: Field; negated: boolean; op: Exclude<FilterOp, 'in' | 'is'>; value: string };

export interface LogicNode {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicNode;

function isFilterOp(text: string): text is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(text);
}

/** Removes surrounding double quotes and PostgREST's `\"` / `\\` escapes inside them. */
function unquoteValue(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"'))
    return text.slice(1, -1).replace(/\\(["\\])/g, '$1');
  return text;
}

function parseInList(text: string, whole: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')'))
    throw parseError(`failed to parse filter (${whole})`, 'in. expects a list like (a,b,c)');
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((item) => unquoteValue(item));
}

/**
 * Parses a filter's right-hand side, `[not.]op.value`, for `field`. `inLogicTree` values may be double-quoted
 * to protect reserved characters, as in PostgREST's `or=(title.eq."a,b")`.
 */
export function parseCondition(fieldText: string, valueText: string, inLogicTree: boolean): Condition {
  const whole = `${fieldText}=${valueText}`;
  const field = parseField(fieldText, 'filter');
  let rest = valueText;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opText = dot < 0 ? rest : rest.slice(0, dot);
  if (dot < 0 || !isFilterOp(opText))
    throw parseError(`failed to parse filter (${valueText})`, `unknown operator in "${whole}"`);
  const raw = rest.slice(dot + 1);
  if (opText === 'in') return { kind: 'cond', field, negated, op: 'in', values: parseInList(raw, whole) };
  if (opText === 'is') {
    const value = raw.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) {
      throw parseError(`failed to parse filter (${valueText})`, 'is. accepts null, not_null, true, false or unknown');
    }
    return { kind: 'cond', field, negated, op: 'is', value: value as IsValue };
  }
  let value = inLogicTree ? unquoteValue(raw) : raw;
  // PostgREST lets `*` stand for `%` so patterns survive URL encoding.
  if (opText === 'like' || opText === 'ilike') value = value.replace(/\*/g, '%');
  if (opText === 'match' || opText === 'imatch') assertSafeRegex(value);
  return { kind: 'cond', field, negated, op: opText, value };
}

/**
 * Parses `or=(a.eq.1,b.gt.2,and(c.is.null,d.lt.3))` (and `and=`, `not.or=`, `not.and=`). The depth is measured
 * first, in one pass, so the recursive parser below (and the SQL it becomes) stays shallow.
 */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, text: string): LogicNode {
  if (nestingDepth(text, '(', ')', LIMITS.nestingDepth) > LIMITS.nestingDepth) {
    throw parseError(
      `failed to parse logic tree (${text})`,
      `Logic trees may be nested at most ${LIMITS.nestingDepth} levels deep`,
    );
  }
  return parseLogic(op, negated, text);
}

function parseLogic(op: 'and' | 'or', negated: boolean, text: string): LogicNode {
  if (!text.startsWith('(') || !text.endsWith(')') || text.length < 3) {
    throw parseError(`failed to parse logic tree (${text})`, `${op} expects a parenthesised list of conditions`);
  }
  const children = splitTopLevel(text.slice(1, -1)).map((item) => parseLogicItem(item));
  return { kind: 'logic', op, negated, children };
}

function parseLogicItem(item: string): FilterNode {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3]);
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError(`failed to parse logic tree (${item})`, 'expected field.operator.value');
  return parseCondition(item.slice(0, dot), item.slice(dot + 1), true);
}
