import { hasNul } from '../../http/text-scan';
import { RestError } from '../errors';
import type { Field } from '../query/field';

/**
 * Filter values are checked against the type of what they are compared with before they are bound, so a value
 * Postgres would refuse gets Postgres' own 4xx error here, and no driver has to serialise a value it can't read.
 */

/** Postgres' input errors: PostgREST answers them 400 with the SQLSTATE as code. */
function invalidSyntax(type: string, value: string): RestError {
  return new RestError(400, '22P02', `invalid input syntax for type ${type}: "${value}"`);
}

function outOfRange(type: string, value: string): RestError {
  return new RestError(400, '22003', `value "${value}" is out of range for type ${type}`);
}

/** The type a field's value has: the column's catalog type, or text/jsonb after a JSON path. */
export function fieldType(field: Field, columnType: string): string {
  const last = field.path[field.path.length - 1];
  if (last === undefined) return columnType;
  return last.arrow === '->>' ? 'text' : 'jsonb';
}

/** Every spelling Postgres' boolin accepts: unique prefixes of true/false/yes/no, on/off, 1/0. */
function parseBoolean(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if ('true'.startsWith(text) || 'yes'.startsWith(text) || text === '1' || text === 'on') return true;
  if ('false'.startsWith(text) || 'no'.startsWith(text) || text === '0' || text === 'of' || text === 'off')
    return false;
  return undefined;
}

const INTEGER_RANGES: Record<string, [bigint, bigint]> = {
  smallint: [-(2n ** 15n), 2n ** 15n - 1n],
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  bigint: [-(2n ** 63n), 2n ** 63n - 1n],
};

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const SPECIAL_NUMBER = /^[+-]?(nan|inf|infinity)$/i;
const UUID = /^\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i;
const SPECIAL_DATE = /^(-?infinity|epoch|now|today|tomorrow|yesterday)$/i;
const ZONE = '(z|[+-]\\d{2}(:?\\d{2})?)?';
const CLOCK = `\\d{1,2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?`;
const DATE_TIME = new RegExp(`^\\d{4}-\\d{1,2}-\\d{1,2}([t ]${CLOCK})?\\s*${ZONE}$`, 'i');
const TIME = new RegExp(`^${CLOCK}\\s*${ZONE}$`, 'i');

/** The value to bind for `type`, normalised where drivers are picky (booleans); throws Postgres' error otherwise. */
export function checkedValue(type: string, value: string): string {
  if (hasNul(value)) throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  const text = value.trim();
  if (type === 'boolean') {
    const parsed = parseBoolean(value);
    if (parsed === undefined) throw invalidSyntax('boolean', value);
    return parsed ? 'true' : 'false';
  }
  const range = INTEGER_RANGES[type];
  if (range) {
    if (!/^[+-]?\d+$/.test(text)) throw invalidSyntax(type, value);
    const number = BigInt(text);
    if (number < range[0] || number > range[1]) throw outOfRange(type, value);
    return text;
  }
  if (/^(numeric|real|double precision)\b/.test(type)) {
    if (!NUMBER.test(text) && !SPECIAL_NUMBER.test(text)) throw invalidSyntax(type.replace(/\(.*\)$/, ''), value);
    return text;
  }
  if (type === 'uuid') {
    if (!UUID.test(text)) throw invalidSyntax('uuid', value);
    return text;
  }
  if (/^(date|timestamp)\b/.test(type)) {
    if (!DATE_TIME.test(text) && !SPECIAL_DATE.test(text))
      throw new RestError(400, '22007', `invalid input syntax for type ${type.replace(/\(\d+\)/, '')}: "${value}"`);
    return text;
  }
  if (/^time\b/.test(type)) {
    if (!TIME.test(text) && !/^(now|allballs)$/i.test(text))
      throw new RestError(400, '22007', `invalid input syntax for type ${type.replace(/\(\d+\)/, '')}: "${value}"`);
    return text;
  }
  return value;
}

/** Patterns, arrays, ranges and JSON are parsed by Postgres itself; only a NUL can't travel in a text parameter. */
export function checkedText(value: string): string {
  if (hasNul(value)) throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  return value;
}
