// Uploads a release's folder to the project's Storage through the release-files Edge Function, with the remote's
// deploy key: every file but source maps, hashed ones cached for a year, entries revalidated. Returns the address
// of the release's manifest.
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import { isHashedFile } from '@tales/shared/federation';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
/** Files uploaded at once: a release is some sixty files. */
const PARALLEL = 6;

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export async function uploadRelease(
  { supabaseUrl }: Pick<RuntimeConfig, 'supabaseUrl'>,
  deployKey: string,
  version: string,
  dir: string,
): Promise<string> {
  const queue = filesOf(dir);
  let manifestUrl = '';
  const upload = async (file: string) => {
    const res = await fetch(`${supabaseUrl}/functions/v1/release-files/${version}/${file}`, {
      method: 'PUT',
      headers: {
        'x-deploy-key': deployKey,
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': isHashedFile(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      body: fs.readFileSync(path.join(dir, file)),
    });
    const answer = (await res.json().catch(() => ({}))) as { url?: string; message?: string; code?: string };
    if (!res.ok) throw new Error(`uploading ${file}: ${answer.code ?? res.status} ${answer.message ?? ''}`.trim());
    if (file === 'mf-manifest.json') manifestUrl = answer.url ?? '';
  };
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await upload(file);
  });
  await Promise.all(workers);
  if (!manifestUrl) throw new Error(`${dir} has no mf-manifest.json`);
  return manifestUrl;
}
