import { columnNotFound } from '../errors';
import type { Field } from '../query/field';
import type { Condition, FilterNode } from '../query/filter';
import type { OrderTerm } from '../query/order';
import type { SelectItem } from '../query/select';
import { quoteIdent, type Scope, type SqlParams } from './params';
import { checkedText, checkedValue, fieldType } from './typed-values';

export function renderField(field: Field, scope: Scope, params: SqlParams): string {
  if (!scope.columns.has(field.column)) throw columnNotFound(scope.label, field.column);
  // JSON keys are bound; they still can't hold a NUL, which no text parameter can carry.
  for (const step of field.path) if (typeof step.key === 'string') checkedText(step.key);
  let sql = `${scope.qualifier}.${quoteIdent(field.column)}`;
  for (const step of field.path) {
    const key = typeof step.key === 'number' ? `${params.add(String(step.key))}::int` : `${params.add(step.key)}::text`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

const BINARY_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'IS DISTINCT FROM',
};

const IS_SQL = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
} as const;

/** Operators comparing values of the field's own type; the others take patterns, arrays, ranges or JSON. */
const TYPED_OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isdistinct', 'in']);

function renderCondition(cond: Condition, scope: Scope, params: SqlParams): string {
  const field = renderField(cond.field, scope, params);
  const type = fieldType(cond.field, scope.columns.get(cond.field.column) ?? 'text');
  const bind = (value: string) =>
    params.add(TYPED_OPERATORS.has(cond.op) ? checkedValue(type, value) : checkedText(value));
  let sql: string;
  if (cond.op === 'is') sql = `${field} ${IS_SQL[cond.value]}`;
  else if (cond.op === 'in')
    sql = cond.values.length === 0 ? 'false' : `${field} IN (${cond.values.map(bind).join(', ')})`;
  else sql = `${field} ${BINARY_OPERATORS[cond.op]} ${bind(cond.value)}`;
  return cond.negated ? `NOT (${sql})` : sql;
}

function renderNode(node: FilterNode, scope: Scope, params: SqlParams): string {
  if (node.kind === 'cond') return renderCondition(node, scope, params);
  const joiner = node.op === 'and' ? ' AND ' : ' OR ';
  const inner = node.children.map((child) => `(${renderNode(child, scope, params)})`).join(joiner);
  return node.negated ? `NOT (${inner})` : `(${inner})`;
}

/** A WHERE condition ANDing every filter; `true` when there are none. */
export function renderWhere(filters: FilterNode[], scope: Scope, params: SqlParams): string {
  if (filters.length === 0) return 'true';
  return filters.map((node) => `(${renderNode(node, scope, params)})`).join(' AND ');
}

export function renderSelectList(items: SelectItem[], scope: Scope, params: SqlParams): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${scope.qualifier}.*`;
      const expr = renderField(item.field, scope, params);
      // Casts come from ALLOWED_CASTS only.
      const value = item.cast ? `(${expr})::${item.cast}` : expr;
      return `${value} AS ${quoteIdent(item.alias)}`;
    })
    .join(', ');
}

export function renderOrder(terms: OrderTerm[], scope: Scope, params: SqlParams): string {
  if (terms.length === 0) return '';
  const list = terms.map((term) => {
    const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
    return `${renderField(term.field, scope, params)} ${term.direction === 'desc' ? 'DESC' : 'ASC'}${nulls}`;
  });
  return ` ORDER BY ${list.join(', ')}`;
}
