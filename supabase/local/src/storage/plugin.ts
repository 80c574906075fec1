// Supabase Storage's object API (/storage/v1) for what supabase-js's storage client and the cover upload use.
// Object rows live in storage.objects and are written in the request's role, so the bucket's policies decide;
// the bytes live under the data folder and are written only once the row is accepted.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asLogin, type Database, type RequestIdentity } from '../db';
import { requireApiKey, type ApiKeys } from '../http/api-key';
import { resolveIdentity } from '../http/identity';
import { bearerToken, type JwtFailure } from '../http/jwt';
import { readLimited, readUploadBody } from './body';
import { checkContentType } from './content-type';
import { StorageError, storageErrors } from './errors';
import { FileStore } from './file-store';
import { checkObjectKey, parseBucketId, parseObjectKey } from './object-key';
import { refuseFileFolderClash } from './path-conflict';
import {
  deleteObjects,
  findBucket,
  findObject,
  probeWrite,
  visibleBuckets,
  writeObject,
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
} from './objects';

/** Supabase's global upload limit, for buckets without their own file_size_limit. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const JSON_BODY_LIMIT = 1024 * 1024;
/** A bulk delete takes at most this many keys, as Storage. */
const MAX_PREFIXES = 1000;

export interface StoragePluginOptions {
  db: Database;
  keys: ApiKeys;
  jwtKey: Uint8Array;
  /** Where object bytes are kept: `<storageDir>/<bucket>/<key>`. */
  storageDir: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    storageIdentity?: RequestIdentity;
  }
}

function sendError(reply: FastifyReply, error: StorageError): FastifyReply {
  return reply
    .code(error.httpStatus)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(error.toJSON()));
}

/** The bucket and still-encoded key from the raw URL (never fastify's decoded params): `/object[/public]/{bucket}/{key}`. */
function bucketAndKey(
  request: FastifyRequest,
  area: 'object' | 'object/public' | 'object/authenticated',
): { bucket: string; key: string } {
  const rawPath = (request.raw.url ?? '').split('?')[0];
  const marker = `/${area}/`;
  const rest = rawPath.slice(rawPath.indexOf(marker) + marker.length);
  const slash = rest.indexOf('/');
  if (slash < 0) throw storageErrors.invalidKey('');
  return { bucket: parseBucketId(rest.slice(0, slash)), key: parseObjectKey(rest.slice(slash + 1)) };
}

function bucketJson(row: BucketRow): Record<string, unknown> {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function objectJson(row: ObjectRow): Record<string, unknown> {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_accessed_at: row.last_accessed_at.toISOString(),
  };
}

/** Storage reports token problems in the words of its JWT library. */
function jwtMessage(failure: JwtFailure | { kind: 'role'; role: string }): string {
  if (failure.kind === 'role') return `role "${failure.role}" does not exist`;
  if (failure.kind === 'expired') return 'jwt expired';
  if (failure.reason === 'signature is invalid') return 'invalid signature';
  if (failure.reason === 'signing method none is invalid') return 'invalid algorithm';
  return 'jwt malformed';
}

export async function storagePlugin(app: FastifyInstance, opts: StoragePluginOptions): Promise<void> {
  const files = new FileStore(opts.storageDir);
  const { db } = opts;
  // Reads that need no caller's role (a bucket's settings, a public object) run as Storage's own login role.
  const storageDb = asLogin(db, 'supabase_storage_admin');

  // Bodies stay streams: uploads are read with the bucket's limit once the bucket is known.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    // Public objects are fetched by <img> tags and CDNs without any key, as on Supabase.
    if (/^\/storage\/v1\/object\/public\//.test(request.url)) return;
    const apiKeyRole = requireApiKey(request, reply, opts.keys);
    if (!apiKeyRole) return reply;
    const result = await resolveIdentity(bearerToken(request.headers.authorization), apiKeyRole, opts.jwtKey);
    if (!result.ok) {
      return sendError(reply, storageErrors.invalidJwt(jwtMessage(result.failure)));
    }
    request.storageIdentity = result.identity;
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof StorageError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return sendError(reply, storageErrors.entityTooLarge());
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendError(reply, storageErrors.invalidRequest((error as Error).message));
    request.log.error({ err: error }, 'storage request failed');
    return sendError(reply, storageErrors.internal());
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({
      statusCode: '404',
      error: 'Not Found',
      message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
    }),
  );

  const identity = (request: FastifyRequest) => request.storageIdentity as RequestIdentity;

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const { bucket: bucketId, key } = bucketAndKey(request, 'object');
    const bucket = await findBucket(storageDb, bucketId);
    const mode = request.method === 'PUT' ? 'update' : request.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
    // Refuse callers the policies refuse before reading (and buffering) their body.
    await probeWrite(db, identity(request), { bucket: bucketId, key, mode });
    await refuseFileFolderClash(storageDb, bucketId, key);
    const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
    const body = await readUploadBody(request.body as Readable | undefined, request.headers, limit);
    if (body.content.length === 0) throw storageErrors.noContent();
    checkContentType(body.type, bucket.allowed_mime_types, body.content);
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(body.content).digest('hex')}"`,
      size: body.content.length,
      mimetype: body.type,
      cacheControl: body.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: body.content.length,
      httpStatusCode: 200,
    };
    const row = await writeObject(db, identity(request), { bucket: bucketId, key, metadata, mode }, async () => {
      const staged = await files.stage(bucketId, key, body.content);
      try {
        await staged.commit();
      } catch (error) {
        await staged.discard();
        throw error;
      }
    });
    return reply.send({ Id: row.id, Key: `${bucketId}/${key}` });
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, row: ObjectRow) => {
    let content: Buffer;
    try {
      content = await files.read(row.bucket_id, row.name);
    } catch {
      throw storageErrors.objectNotFound();
    }
    const metadata = row.metadata;
    const etag = metadata?.eTag ?? `"${createHash('md5').update(content).digest('hex')}"`;
    void reply
      .header('content-type', metadata?.mimetype ?? 'application/octet-stream')
      .header('cache-control', metadata?.cacheControl ?? 'max-age=3600')
      .header('etag', etag)
      .header('last-modified', row.updated_at.toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-length', String(content.length)).send(request.method === 'HEAD' ? undefined : content);
  };

  app.route({
    method: ['POST', 'PUT'],
    url: '/object/:bucket/*',
    handler: upload,
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/object/public/:bucket/*',
    handler: async (request, reply) => {
      const { bucket: bucketId, key } = bucketAndKey(request, 'object/public');
      const bucket = await findBucket(storageDb, bucketId);
      if (!bucket.public) throw storageErrors.bucketNotFound();
      return serve(request, reply, await findObject(storageDb, undefined, bucketId, key));
    },
  });

  const readAsCaller =
    (area: 'object' | 'object/authenticated') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { bucket: bucketId, key } = bucketAndKey(request, area);
      await findBucket(storageDb, bucketId);
      return serve(request, reply, await findObject(db, identity(request), bucketId, key));
    };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/object/authenticated/:bucket/*',
    handler: readAsCaller('object/authenticated'),
  });
  app.route({ method: ['GET', 'HEAD'], url: '/object/:bucket/*', handler: readAsCaller('object') });

  app.delete('/object/:bucket/*', async (request, reply) => {
    const { bucket: bucketId, key } = bucketAndKey(request, 'object');
    await findBucket(storageDb, bucketId);
    const deleted = await deleteObjects(db, identity(request), bucketId, [key]);
    if (deleted.length === 0) throw storageErrors.objectNotFound();
    await files.remove(bucketId, key);
    return reply.send({ message: 'Successfully deleted' });
  });

  app.delete<{ Params: { bucket: string } }>('/object/:bucket', async (request, reply) => {
    const rawBucket = (request.raw.url ?? '').split('?')[0].split('/object/')[1] ?? '';
    const bucketId = parseBucketId(rawBucket);
    await findBucket(storageDb, bucketId);
    const raw = await readLimited(request.body as Readable | undefined, JSON_BODY_LIMIT);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw storageErrors.invalidRequest('body must be JSON: {"prefixes": ["path", ...]}');
    }
    const prefixes = (parsed as { prefixes?: unknown } | null)?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > MAX_PREFIXES ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw storageErrors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
    }
    const keys = (prefixes as string[]).map(checkObjectKey);
    const deleted = await deleteObjects(db, identity(request), bucketId, keys);
    for (const row of deleted) await files.remove(bucketId, row.name);
    return reply.send(deleted.map(objectJson));
  });

  app.get<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const rawId = (request.raw.url ?? '').split('?')[0].split('/bucket/')[1] ?? '';
    const [bucket] = await visibleBuckets(db, identity(request), parseBucketId(rawId));
    if (!bucket) throw storageErrors.bucketNotFound();
    return reply.send(bucketJson(bucket));
  });

  app.get('/bucket', async (request, reply) =>
    reply.send((await visibleBuckets(db, identity(request))).map(bucketJson)),
  );
}
