import type { FastifyError, FastifyInstance } from 'fastify';
import { LIMITS } from './limits';
import { nestingDepth } from './text-scan';

function badJson(message: string): FastifyError {
  const failure = new Error(message) as FastifyError;
  failure.statusCode = 400;
  (failure as { code: string }).code = 'BAD_JSON';
  return failure;
}

/**
 * JSON bodies where an empty body means "no body": auth-js sends `Content-Type: application/json` on logout
 * without one, which fastify's default parser would reject. Nesting is measured on the text before parsing, so
 * no value too deep for the recursive code after it (JSON.stringify, Postgres' json parser) gets through.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Only JSON bodies: anything else (text/plain included) gets 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: LIMITS.bodyBytes },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      if (nestingDepth(text, '[{', ']}', LIMITS.jsonDepth) > LIMITS.jsonDepth) {
        done(badJson(`Invalid JSON: nested deeper than ${LIMITS.jsonDepth} levels`), undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(badJson(`Invalid JSON: ${(error as Error).message}`), undefined);
      }
    },
  );
}
