import type { FastifyError, FastifyInstance } from 'fastify';

/** Supabase's gateway and this API refuse bodies over 1 MB (413). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * JSON bodies where an empty body means "no body": auth-js sends `Content-Type: application/json` on logout
 * without one, which fastify's default parser would reject.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Only JSON bodies: anything else (text/plain included) gets 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      const failure = new Error(`Invalid JSON: ${(error as Error).message}`) as FastifyError;
      failure.statusCode = 400;
      (failure as { code: string }).code = 'BAD_JSON';
      done(failure, undefined);
    }
  });
}
