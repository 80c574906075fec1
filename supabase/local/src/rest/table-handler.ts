import type { Queryable } from '../db';
import { insertRows, patchObject } from './body';
import type { Relation } from './catalog';
import type { RestContext, RestRequest } from './context';
import { admitPatterns } from './pattern-admission';
import { assertFilteredWrite } from './safe-update';
import { parseError, restErrorFromDatabase, tableNotFound } from './errors';
import { RollbackWith, runAs } from './execute';
import { checkProfile, contentTypeFor, responseShape, type ResponseShape } from './media';
import { parsePrefer, type Preferences } from './query/prefer';
import { parsePage } from './query/range';
import { parseQueryParts, type QueryParts } from './query/request';
import { buildRead, type ReadRow, type Statement } from './sql/read';
import { buildDelete, buildInsert, buildUpdate, relationScope, tableSql, type WriteRow } from './sql/write';
import { pageResponse, singleFrom, type RestResponse } from './response';

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** PostgREST's "Perhaps you meant…": the closest table name, if it is close. */
function suggestTable(name: string, relations: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of relations) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= 3 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

async function findRelation(ctx: RestContext, name: string): Promise<Relation> {
  const { found, catalog } = await ctx.catalog.find((c) => c.relations.get(name));
  if (!found) throw tableNotFound(name, suggestTable(name, catalog.relations.keys()));
  return found;
}

/** Answers GET/HEAD/POST/PATCH/DELETE on /rest/v1/<table> the way PostgREST does. */
export async function handleTable(ctx: RestContext, req: RestRequest, tableName: string): Promise<RestResponse> {
  try {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    checkProfile(reading ? req.headers['accept-profile'] : req.headers['content-profile']);
    const shape = responseShape(req.headers.accept);
    const relation = await findRelation(ctx, tableName);
    const parts = parseQueryParts(req.search, relation.name);
    admitPatterns(ctx.patternBuckets, req.clientAddress, parts.filters);
    assertFilteredWrite(req.method, parts.filters);
    const prefs = parsePrefer(req.headers.prefer);
    const info = { method: req.method, path: req.path, headers: req.headers, readOnly: reading };
    return await runAs(ctx.db, req.identity, info, async (tx) => {
      const response = reading
        ? await read(tx, relation, parts, req, prefs, shape)
        : await write(tx, relation, parts, req, prefs, shape);
      if (prefs.txRollback) throw new RollbackWith(response);
      return response;
    });
  } catch (error) {
    throw restErrorFromDatabase(error, req.identity.role);
  }
}

async function read(
  tx: Queryable,
  relation: Relation,
  parts: QueryParts,
  req: RestRequest,
  prefs: Preferences,
  shape: ResponseShape,
): Promise<RestResponse> {
  const page = parsePage(parts.limit, parts.offset, req.headers.range);
  const statement = buildRead(tableSql(relation), relationScope(relation), parts, page, prefs.countExact);
  const { rows } = await tx.query<ReadRow>(statement.sql, statement.params);
  const row = rows[0];
  return pageResponse(row.body, row.page_total, row.total, page.offset, shape);
}

async function write(
  tx: Queryable,
  relation: Relation,
  parts: QueryParts,
  req: RestRequest,
  prefs: Preferences,
  shape: ResponseShape,
): Promise<RestResponse> {
  if (parts.limit !== null || parts.offset !== null || req.headers.range) {
    throw parseError('limit, offset and Range are not supported on writes', 'Filter the rows to change instead');
  }
  // Rows come back only when asked for: PostgREST's `return=representation` (postgrest-js `.select()`).
  const representation = prefs.returnRepresentation;
  let statement: Statement;
  if (req.method === 'POST') {
    const { rows, columns } = insertRows(req.body, parts.columns);
    statement = buildInsert(relation, parts, { rows, columns, resolution: prefs.resolution, representation });
  } else if (req.method === 'PATCH') {
    statement = buildUpdate(relation, parts, patchObject(req.body), representation);
  } else {
    statement = buildDelete(relation, parts, representation);
  }
  const { rows } = await tx.query<WriteRow>(statement.sql, statement.params);
  const { page_total: affected, body } = rows[0];
  // Checked inside the transaction, so a write that isn't exactly one row is rolled back (PostgREST's failNotSingular).
  const single = shape === 'object' ? singleFrom(body ?? '[]', affected) : undefined;
  const headers: Record<string, string> = {};
  if (prefs.countExact)
    headers['content-range'] =
      req.method === 'PATCH' && affected > 0 ? `0-${affected - 1}/${affected}` : `*/${affected}`;
  if (!representation) return { status: req.method === 'POST' ? 201 : 204, headers };
  headers['content-type'] = contentTypeFor(shape);
  return { status: req.method === 'POST' ? 201 : 200, headers, body: single ?? body ?? '[]' };
}
