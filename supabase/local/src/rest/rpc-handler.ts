import { isJsonObject, type JsonObject } from './body';
import type { DbFunction } from './catalog';
import type { RestContext, RestRequest } from './context';
import { admitPatterns } from './pattern-admission';
import { RestError, restErrorFromDatabase } from './errors';
import { RollbackWith, runAs } from './execute';
import { checkProfile, contentTypeFor, responseShape } from './media';
import { parsePrefer } from './query/prefer';
import { parsePage } from './query/range';
import { parseQueryParts } from './query/request';
import { pageResponse, singleFrom, type RestResponse } from './response';
import { buildRpc } from './sql/rpc';
import type { ReadRow } from './sql/read';

function signature(name: string, argNames: string[]): string {
  return `public.${name}(${argNames.join(', ')})`;
}

/** Picks the overload whose named arguments fit: every given name known, every argument without default given. */
function resolveOverload(name: string, candidates: DbFunction[], given: string[]): DbFunction {
  const fits = candidates.filter(
    (fn) =>
      given.every((g) => fn.args.some((a) => a.name === g)) &&
      fn.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (fits.length === 1) return fits[0];
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits
        .map((f) =>
          signature(
            name,
            f.args.map((a) => `${a.name} => ${a.type}`),
          ),
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const hint =
    candidates.length > 0
      ? `Perhaps you meant to call the function ${signature(
          name,
          candidates[0].args.map((a) => a.name),
        )}`
      : null;
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${signature(name, given)} in the schema cache`,
    `Searched for the function public.${name} with parameters ${given.length ? given.join(', ') : 'none'}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** POST takes arguments from the JSON body; GET from query parameters named like an argument. */
function argumentsOf(req: RestRequest, candidates: DbFunction[]): JsonObject {
  if (req.method === 'POST') {
    if (req.body === undefined) return {};
    if (!isJsonObject(req.body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments must be a JSON object');
    return req.body;
  }
  const names = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
  const args: JsonObject = {};
  for (const [key, value] of req.search) if (names.has(key)) args[key] = value;
  return args;
}

/** Answers /rest/v1/rpc/<fn>: set-returning functions behave like tables (select, filters, order, paging). */
export async function handleRpc(ctx: RestContext, req: RestRequest, fnName: string): Promise<RestResponse> {
  try {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    checkProfile(reading ? req.headers['accept-profile'] : req.headers['content-profile']);
    const shape = responseShape(req.headers.accept);
    const { found: candidates = [] } = await ctx.catalog.find((c) => c.functions.get(fnName));
    const args = argumentsOf(req, candidates);
    const fn = resolveOverload(fnName, candidates, Object.keys(args));
    const parts = parseQueryParts(req.search, fn.name, new Set(fn.args.map((a) => a.name)));
    admitPatterns(ctx.patternBuckets, req.clientAddress, parts.filters);
    const page = parsePage(parts.limit, parts.offset, req.headers.range);
    const prefs = parsePrefer(req.headers.prefer);
    const statement = buildRpc(fn, args, parts, page, prefs.countExact);
    const info = {
      method: req.method,
      path: req.path,
      headers: req.headers,
      readOnly: reading || fn.volatility !== 'v',
    };
    return await runAs(ctx.db, req.identity, info, async (tx) => {
      const result = await tx.query<ReadRow>(statement.sql, statement.params);
      let response: RestResponse;
      if (statement.result === 'void') response = { status: 204, headers: {} };
      else if (statement.result === 'value')
        response = { status: 200, headers: { 'content-type': contentTypeFor('array') }, body: result.rows[0].body };
      else {
        const row = result.rows[0];
        const set = fn.returns.kind !== 'void' && fn.returns.set;
        // A function returning one composite answers with that object (or null), not an array.
        response =
          set || shape === 'object'
            ? pageResponse(row.body, row.page_total, row.total, page.offset, shape)
            : {
                status: 200,
                headers: { 'content-type': contentTypeFor('array') },
                body: row.page_total === 0 ? 'null' : singleFrom(row.body, 1),
              };
      }
      if (prefs.txRollback) throw new RollbackWith(response);
      return response;
    });
  } catch (error) {
    throw restErrorFromDatabase(error, req.identity.role);
  }
}
