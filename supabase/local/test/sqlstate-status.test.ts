/** @jest-environment node */
import { DatabaseError, DatabaseUnavailableError } from '../src/db';
import { restErrorFromDatabase, RestError } from '../src/rest/errors';
import { statusForSqlState } from '../src/rest/sqlstate-status';

describe("PostgREST's SQLSTATE → HTTP table", () => {
  it.each([
    ['08006', 503, 'connection failure'],
    ['08P01', 503, 'protocol violation'],
    ['09000', 500, 'triggered action exception'],
    ['0L000', 403, 'invalid grantor'],
    ['0P000', 403, 'invalid role specification'],
    ['23503', 409, 'foreign key violation'],
    ['23505', 409, 'unique violation'],
    ['23502', 400, 'not-null violation'],
    ['23514', 400, 'check violation'],
    ['22P02', 400, 'invalid text representation'],
    ['22001', 400, 'string too long'],
    ['25006', 405, 'read-only transaction'],
    ['25P02', 500, 'in failed transaction'],
    ['28000', 403, 'invalid authorization'],
    ['28P01', 403, 'invalid password'],
    ['2D000', 500, 'invalid transaction termination'],
    ['38001', 500, 'external routine exception'],
    ['39004', 500, 'external routine invocation'],
    ['3B001', 500, 'savepoint exception'],
    ['40001', 500, 'serialization failure'],
    ['40P01', 500, 'deadlock'],
    ['53100', 503, 'disk full'],
    ['53200', 503, 'out of memory'],
    ['53400', 500, 'configuration limit exceeded'],
    ['54001', 413, 'statement too complex'],
    ['54000', 413, 'program limit exceeded'],
    ['55P03', 500, 'lock not available'],
    ['57014', 500, 'statement timeout'],
    ['57P01', 503, 'admin shutdown'],
    ['58030', 500, 'I/O error'],
    ['F0000', 500, 'config file error'],
    ['HV000', 500, 'FDW error'],
    ['P0001', 400, 'RAISE'],
    ['P0002', 500, 'no data found'],
    ['XX000', 500, 'internal error'],
    ['XX001', 500, 'data corrupted'],
    ['42883', 404, 'undefined function'],
    ['42P01', 404, 'undefined table'],
    ['42P17', 500, 'infinite recursion'],
    ['42703', 400, 'undefined column'],
    ['42601', 400, 'syntax error'],
    ['2201B', 400, 'invalid regular expression'],
    ['PT402', 402, 'custom status'],
    ['PT418', 418, 'custom status'],
  ])('%s → %i (%s)', (code, status) => {
    expect(statusForSqlState(code, 'authenticated')).toBe(status);
  });

  it('answers insufficient privilege with 401 for anon and 403 for signed-in roles', () => {
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
    expect(statusForSqlState('42501', 'service_role')).toBe(403);
  });

  it('answers a JWT role that does not exist with 401, other invalid parameters with 400', () => {
    expect(statusForSqlState('22023', 'authenticated', 'role "hacker" does not exist')).toBe(401);
    expect(statusForSqlState('22023', 'authenticated', 'invalid value for parameter "TimeZone": "Mars"')).toBe(400);
  });

  it("answers pg-safeupdate's missing WHERE with 400, other cardinality violations with 500", () => {
    expect(statusForSqlState('21000', 'authenticated', 'DELETE requires a WHERE clause')).toBe(400);
    expect(
      statusForSqlState('21000', 'authenticated', 'more than one row returned by a subquery used as an expression'),
    ).toBe(500);
  });
});

describe('REST errors from the database', () => {
  it('keeps the statement-timeout error exactly as PostgreSQL words it', () => {
    const error = restErrorFromDatabase(
      new DatabaseError({ code: '57014', message: 'canceling statement due to statement timeout' }),
      'anon',
    );
    expect(error.status).toBe(500);
    expect(error.body).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
  });

  it('adds WWW-Authenticate to a 401', () => {
    const error = restErrorFromDatabase(
      new DatabaseError({ code: '42501', message: 'permission denied for table stories' }),
      'anon',
    );
    expect(error.status).toBe(401);
    expect(error.headers['WWW-Authenticate']).toBe('Bearer');
  });

  it('answers an unavailable database with 503 and Retry-After', () => {
    const restarting = restErrorFromDatabase(new DatabaseUnavailableError('restarting', 'restarting', 2), 'anon');
    expect(restarting.status).toBe(503);
    expect(restarting.headers['Retry-After']).toBe('2');
    expect(restarting.body.code).toBe('PGRST001');
    const full = restErrorFromDatabase(new DatabaseUnavailableError('queue_full', 'full'), 'anon');
    expect(full.status).toBe(503);
    expect(full.headers['Retry-After']).toBe('1');
    expect(full.body.code).toBe('PGRST003');
  });

  it('rethrows what is not a database error, so it surfaces as a server fault', () => {
    const bug = new TypeError('x is undefined');
    expect(() => restErrorFromDatabase(bug, 'anon')).toThrow(bug);
    expect(restErrorFromDatabase(new RestError(406, 'PGRST116', 'x'), 'anon').status).toBe(406);
  });
});
