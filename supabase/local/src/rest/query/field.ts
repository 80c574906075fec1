import { LIMITS } from '../../http/limits';
import { hasControlCharacter } from '../../http/text-scan';
import { parseError } from '../errors';

/** One step into a json/jsonb column: `->key` keeps JSON, `->>key` yields text. Digit keys index arrays. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** A column, optionally followed by a JSON path, as PostgREST accepts in select, filters and order. */
export interface Field {
  column: string;
  path: JsonStep[];
}

/**
 * Parses `col`, `col->a->>b`, `"quoted col"`. Column names are checked against the catalog later; JSON keys are
 * bound as parameters, and a path is at most LIMITS.jsonPathSteps long (Postgres' expression stack is finite).
 */
export function parseField(text: string, context: string): Field {
  const fail = (details: string) => parseError(`failed to parse ${context} (${text})`, details);
  const parts = text.split(/(->>|->)/);
  const steps = (parts.length - 1) / 2;
  if (steps > LIMITS.jsonPathSteps)
    throw fail(`A JSON path may have at most ${LIMITS.jsonPathSteps} steps, this one has ${steps}`);
  const column = unquote(parts[0].trim());
  if (column === '') throw fail('A column name is required');
  const path: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i] as JsonStep['arrow'];
    const key = parts[i + 1] ?? '';
    if (key === '') throw fail('A JSON key is required after ' + arrow);
    if (hasControlCharacter(key)) throw fail('JSON keys cannot contain control characters');
    path.push({ arrow, key: /^-?\d+$/.test(key) ? Number(key) : unquote(key) });
  }
  return { column, path };
}

function unquote(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

/** The name PostgREST gives a selected field: the last JSON key, else the column. */
export function defaultFieldName(field: Field): string {
  const last = field.path[field.path.length - 1];
  return last === undefined ? field.column : String(last.key);
}
