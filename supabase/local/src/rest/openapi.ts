import type { ApiRole } from '../db';
import type { Catalog, TablePrivilege } from './catalog';

type Operation = { tags: string[]; responses: Record<string, { description: string }> };
type PathItem = Partial<Record<'get' | 'post' | 'patch' | 'delete', Operation>>;

const METHOD_FOR: Record<TablePrivilege, keyof PathItem> = {
  select: 'get',
  insert: 'post',
  update: 'patch',
  delete: 'delete',
};

function operation(tag: string): Operation {
  return { tags: [tag], responses: { 200: { description: 'OK' } } };
}

/**
 * The root's description of the API, as PostgREST builds it with the caller's role: only the tables, views and
 * functions that role may use, and for each table only the methods its privileges allow (anon sees page_views as
 * insert-only and never sees the donations). Built from the schema cache, so it answers while the database is busy.
 */
export function describeApi(catalog: Catalog, role: ApiRole): string {
  const paths: Record<string, PathItem> = { '/': { get: operation('Introspection') } };
  for (const relation of catalog.relations.values()) {
    const allowed = relation.privileges[role] ?? [];
    if (allowed.length === 0) continue;
    paths[`/${relation.name}`] = Object.fromEntries(
      allowed.map((privilege) => [METHOD_FOR[privilege], operation(relation.name)]),
    );
  }
  for (const [name, overloads] of catalog.functions) {
    if (!overloads.some((fn) => fn.executableBy.includes(role))) continue;
    paths[`/rpc/${name}`] = { get: operation('(rpc) ' + name), post: operation('(rpc) ' + name) };
  }
  return JSON.stringify({
    swagger: '2.0',
    info: {
      title: 'Tales local PostgREST',
      description: 'PostgREST-compatible REST API of the Tales local Supabase',
      version: 'local',
    },
    basePath: '/rest/v1',
    paths,
  });
}
