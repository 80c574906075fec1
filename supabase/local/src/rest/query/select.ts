import { LIMITS } from '../../http/limits';
import { hasControlCharacter, nestingDepth } from '../../http/text-scan';
import { parseError, RestError } from '../errors';
import { defaultFieldName, parseField, type Field } from './field';

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: Field; alias: string; cast?: string };

/** Casts PostgREST users reach for; anything else is refused, so no type name ever comes from the URL verbatim. */
export const ALLOWED_CASTS = new Set([
  'text',
  'varchar',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'float4',
  'float8',
  'boolean',
  'bool',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
]);

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        current += ch + text[i + 1];
        i++;
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === separator && depth === 0) {
      items.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  items.push(current);
  return items;
}

/** PostgREST strips whitespace outside double quotes before parsing `select`. */
function stripWhitespace(text: string): string {
  let out = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

/**
 * Parses `select=` into plain columns: `*`, `col`, `alias:col`, `col->a->>b`, `col::text`.
 * Embedded resources (`rel(...)`) need foreign keys this API does not expose, so they get PostgREST's PGRST200.
 */
export function parseSelect(raw: string | null, relation: string): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }];
  const text = stripWhitespace(raw);
  if (nestingDepth(text, '(', ')', LIMITS.nestingDepth) > LIMITS.nestingDepth) {
    throw parseError(
      `failed to parse select parameter (${text})`,
      `Embedded resources may be nested at most ${LIMITS.nestingDepth} levels deep`,
    );
  }
  return splitTopLevel(text).map((item) => parseSelectItem(item, text, relation));
}

function parseSelectItem(item: string, whole: string, relation: string): SelectItem {
  const fail = (details: string) => parseError(`failed to parse select parameter (${whole})`, details);
  if (item === '') throw fail('unexpected empty item');
  if (item === '*') return { kind: 'star' };
  const embed = /^(?:[A-Za-z_][\w]*:)?(?:!?[A-Za-z_][\w]*(?:![\w]+)?)\((.*)\)$/s.exec(item);
  if (embed && !item.startsWith('(')) {
    const name = item.slice(0, item.indexOf('(')).split(':').pop()?.replace(/^!/, '').split('!')[0] ?? item;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${relation}' and '${name}' in the schema cache`,
      null,
      'Embedding resources is not supported by the local API; select plain columns.',
    );
  }
  if (/[()*,;'\\]/.test(item.replace(/"[^"]*"/g, ''))) throw fail(`unexpected character in "${item}"`);
  let rest = item;
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2).toLowerCase();
    rest = rest.slice(0, castAt);
    if (!ALLOWED_CASTS.has(cast)) throw fail(`unsupported cast "${cast}"`);
  }
  let alias: string | undefined;
  const aliasMatch = /^([^:>"-]+|"[^"]+"):(?!:)(.+)$/.exec(rest);
  if (aliasMatch) {
    alias = aliasMatch[1].replace(/^"|"$/g, '');
    rest = aliasMatch[2];
    // The alias becomes a quoted identifier in the SQL text, the one request value that is not a bound parameter.
    if (alias === '' || hasControlCharacter(alias))
      throw fail('An alias cannot be empty or contain control characters');
    if (Buffer.byteLength(alias) > LIMITS.aliasBytes)
      throw fail(`An alias may have at most ${LIMITS.aliasBytes} bytes`);
  }
  const field = parseField(rest, 'select parameter');
  return { kind: 'field', field, alias: alias ?? defaultFieldName(field), cast };
}
