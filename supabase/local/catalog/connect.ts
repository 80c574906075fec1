/** A node-postgres client as a Queryable, for the catalog tools (they run outside the local API's pool). */
import pg from 'pg';
import type { Queryable, QueryResult } from '../src/db/types';

export interface Connection extends Queryable {
  close(): Promise<void>;
}

export async function connect(url: string): Promise<Connection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
    },
    close: () => client.end(),
  };
}
