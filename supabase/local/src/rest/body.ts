import { RestError } from './errors';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalidBody(details: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}

/** Rows to insert and their columns: `columns=` when given (bulk inserts), else the keys, which must then agree. */
export function insertRows(
  body: unknown,
  columnsParam: string[] | undefined,
): { rows: JsonObject[]; columns: string[] } {
  if (body === undefined) throw invalidBody('The request body is empty');
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isJsonObject)) throw invalidBody('Expected a JSON object or an array of JSON objects');
  if (columnsParam) return { rows, columns: columnsParam };
  const columns = rows.length === 0 ? [] : Object.keys(rows[0]);
  const same = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((key) => columns.includes(key));
  });
  if (!same) throw new RestError(400, 'PGRST102', 'All object keys must match');
  return { rows, columns };
}

export function patchObject(body: unknown): JsonObject {
  if (!isJsonObject(body)) throw invalidBody('Expected a JSON object');
  return body;
}
