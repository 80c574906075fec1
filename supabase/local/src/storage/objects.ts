// storage.buckets / storage.objects rows. Bucket settings are read as the server (Storage does so too);
// object rows are read and written in the request's role, so the storage.objects policies decide.
import { withRole as withApiRole, type Database, type Queryable, type RequestIdentity, type RoleOptions } from '../db';
import { storageErrors } from './errors';

/** Storage logs in as `supabase_storage_admin` and switches to the caller's role for each request, as the Storage service does. */
function withRole<T>(
  db: Database,
  who: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  options: RoleOptions = {},
): Promise<T> {
  return withApiRole(db, who, fn, { ...options, login: 'supabase_storage_admin' });
}

/**
 * Storage's tables refuse a direct `delete` unless the session says it is the Storage service deleting (its
 * own objects API, which also removes the files): this setting is how the service says it.
 */
const STORAGE_DELETE = [['storage.allow_delete_query', 'true']] as const;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const BUCKET_COLUMNS = 'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, metadata, version, created_at, updated_at, last_accessed_at';

/** A row violating a policy (or a missing privilege) is Storage's AccessDenied; a taken key without upsert is Duplicate. */
export function mapDatabaseError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === '42501') return storageErrors.accessDenied();
  if (code === '23505') return storageErrors.duplicate();
  return error;
}

export async function findBucket(db: Queryable, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return { ...rows[0], file_size_limit: rows[0].file_size_limit === null ? null : Number(rows[0].file_size_limit) };
}

export function visibleBuckets(db: Database, who: RequestIdentity, id?: string): Promise<BucketRow[]> {
  return withRole(db, who, async (tx) => {
    const { rows } =
      id === undefined
        ? await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)
        : await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    return rows.map((row) => ({
      ...row,
      file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    }));
  });
}

/** Reads an object's row as the caller (RLS applies), or as the server for public buckets (`who` undefined). */
export async function findObject(
  db: Database,
  who: RequestIdentity | undefined,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const sql = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
  const { rows } = who
    ? await withRole(db, who, (tx) => tx.query<ObjectRow>(sql, [bucket, key]))
    : await db.query<ObjectRow>(sql, [bucket, key]);
  if (!rows[0]) throw storageErrors.objectNotFound();
  return rows[0];
}

export interface ObjectWrite {
  bucket: string;
  key: string;
  metadata: ObjectMetadata;
  /** POST with x-upsert: true, or PUT (replace only). */
  mode: 'create' | 'upsert' | 'update';
}

/**
 * Writes the row in the caller's role, then runs `afterRow` (which puts the file in place) in the same
 * transaction: a refused row writes no file, and a failed file write rolls the row back.
 */
export async function writeObject(
  db: Database,
  who: RequestIdentity,
  write: ObjectWrite,
  afterRow: () => Promise<void>,
): Promise<ObjectRow> {
  const sub = (who.claims as { sub?: unknown } | undefined)?.sub;
  const owner = typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
  const version = crypto.randomUUID();
  const params = [write.bucket, write.key, owner, JSON.stringify(write.metadata), version, owner];
  let outcome: { row: ObjectRow } | { refused: 'denied' | 'missing' };
  try {
    // Refusals are returned, not thrown: the database layer rewraps errors thrown inside a transaction.
    outcome = await withRole(db, who, async (tx) => {
      let row: ObjectRow | undefined;
      if (write.mode === 'update') {
        ({
          rows: [row],
        } = await tx.query<ObjectRow>(
          `update storage.objects set owner = $3::uuid, owner_id = $6::text, metadata = $4::jsonb, version = $5, last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
          params,
        ));
        // Visible but not updatable is a refusal, not a missing object.
        if (!row) {
          const { rows: seen } = await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
            write.bucket,
            write.key,
          ]);
          return { refused: seen.length ? 'denied' : 'missing' };
        }
      } else {
        const onConflict =
          write.mode === 'upsert'
            ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                 version = excluded.version, last_accessed_at = now()`
            : '';
        ({
          rows: [row],
        } = await tx.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3::uuid, $6::text, $4::jsonb, $5)
           ${onConflict} returning ${OBJECT_COLUMNS}`,
          params,
        ));
      }
      await afterRow();
      return { row: row as ObjectRow };
    });
  } catch (error) {
    throw mapDatabaseError(error);
  }
  if ('refused' in outcome)
    throw outcome.refused === 'denied' ? storageErrors.accessDenied() : storageErrors.objectNotFound();
  return outcome.row;
}

/** Thrown inside a probe's transaction to roll it back once the row was accepted. */
class ProbeAccepted {}

/**
 * Whether the caller may write this object, asked before the body is read (Storage's own permission check): the
 * same statement in the caller's role, always rolled back. Throws AccessDenied, Duplicate or NoSuchKey as the
 * real write would.
 */
export async function probeWrite(
  db: Database,
  who: RequestIdentity,
  write: Omit<ObjectWrite, 'metadata'>,
): Promise<void> {
  const placeholder: ObjectMetadata = {
    eTag: '""',
    size: 0,
    mimetype: '',
    cacheControl: '',
    lastModified: '',
    contentLength: 0,
    httpStatusCode: 200,
  };
  try {
    await writeObject(db, who, { ...write, metadata: placeholder }, async () => {
      throw new ProbeAccepted();
    });
  } catch (error) {
    if (error instanceof ProbeAccepted) return;
    throw error;
  }
}

/** Deletes the rows the caller may delete among `keys`; returns the deleted rows (others are silently kept, as Storage does). */
export async function deleteObjects(
  db: Database,
  who: RequestIdentity,
  bucket: string,
  keys: string[],
): Promise<ObjectRow[]> {
  try {
    return await withRole(
      db,
      who,
      async (tx) => {
        const { rows } = await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucket, keys],
        );
        return rows;
      },
      { settings: STORAGE_DELETE },
    );
  } catch (error) {
    throw mapDatabaseError(error);
  }
}
