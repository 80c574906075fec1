// Which package costs what: each JavaScript file's bytes attributed to the sources its source map names,
// sources grouped by package (`node_modules/<pkg>` or a workspace package), scaled to the file's gzip size.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

export type SourceMap = { sources: string[]; mappings: string; sourceRoot?: string };

/** Bytes of generated code no source map segment covers (newlines, code the bundler wrote without a source). */
export const UNMAPPED = '(unmapped)';
/** The bundler's own runtime (module loading, federation glue). */
export const BUNDLER_RUNTIME = '(rspack runtime)';
/** A file without a source map. */
export const NO_MAP = '(no source map)';

/**
 * UTF-8 bytes of `code` per source of `map`: a segment owns the generated text from its column to the next
 * segment's column (or the end of its line).
 */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, text: string) => {
    if (text) bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach((segment, i) => {
      const text = line.slice(segment[0], segments[i + 1]?.[0] ?? line.length);
      add(segment.length > 1 ? (map.sources[segment[1] as number] ?? UNMAPPED) : UNMAPPED, text);
    });
    if (index < lines.length - 1) add(UNMAPPED, '\n');
  });
  return bytes;
}

/** A workspace package: its folder relative to the repository, and its name. */
export type WorkspacePackage = { dir: string; name: string };

/**
 * The package a source belongs to. `source` is a bundler path like `webpack://tales_reader/../shared/src/x.ts`,
 * relative to `appDir` (the folder of the app that built the file, relative to the repository).
 */
export function packageOf(source: string, appDir: string, workspace: readonly WorkspacePackage[]): string {
  if (source === UNMAPPED || source === NO_MAP) return source;
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = source.slice(inModules + 'node_modules/'.length).split('/');
    // A dot folder is code the bundler generated there (the federation runtime's entry), not a package.
    if (first.startsWith('.')) return BUNDLER_RUNTIME;
    return first.startsWith('@') && second ? `${first}/${second}` : first;
  }
  const local = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^webpack\//.test(local) || local.startsWith('(webpack)')) return BUNDLER_RUNTIME;
  const file = path.posix.normalize(path.posix.join(appDir, local));
  const owner = [...workspace]
    .sort((a, b) => b.dir.length - a.dir.length)
    .find((pkg) => file === pkg.dir || file.startsWith(`${pkg.dir}/`));
  return owner?.name ?? '(other)';
}

/** Adds `bytes` (per source) into `into` (per package), scaled by `scale`. */
export function addByPackage(
  into: Map<string, number>,
  bytes: Map<string, number>,
  scale: number,
  appDir: string,
  workspace: readonly WorkspacePackage[],
): void {
  for (const [source, n] of bytes) {
    const pkg = packageOf(source, appDir, workspace);
    into.set(pkg, (into.get(pkg) ?? 0) + n * scale);
  }
}

/** The repository's workspace packages (the apps, shared, packages/*) read from their package.json files. */
export function readWorkspace(repo: string, dirs: readonly string[]): WorkspacePackage[] {
  const all = [...dirs, ...fs.readdirSync(path.join(repo, 'packages')).map((d) => `packages/${d}`)];
  return all
    .filter((dir) => fs.existsSync(path.join(repo, dir, 'package.json')))
    .map((dir) => ({
      dir,
      name: (JSON.parse(fs.readFileSync(path.join(repo, dir, 'package.json'), 'utf8')) as { name: string }).name,
    }));
}

export type FileCost = {
  url: string;
  app: string;
  gzipBytes: number;
  rawBytes: number;
  byPackage: Record<string, number>;
};

const sourceMapComment = /\/\/# sourceMappingURL=(\S+)\s*$/;

async function text(url: string): Promise<string | undefined> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return response.ok ? response.text() : undefined;
}

/** Downloads a JavaScript file and its source map and attributes its gzip size to packages. */
export async function costOfFile(url: string, app: string, workspace: readonly WorkspacePackage[]): Promise<FileCost> {
  const code = (await text(url)) ?? '';
  const gzipBytes = gzipSync(code).length;
  const rawBytes = Buffer.byteLength(code);
  const mapUrl = new URL(
    code.match(sourceMapComment)?.[1] ?? `${path.posix.basename(new URL(url).pathname)}.map`,
    url,
  ).toString();
  const mapText = mapUrl.startsWith('data:') ? undefined : await text(mapUrl).catch(() => undefined);
  const byPackage = new Map<string, number>();
  if (mapText && rawBytes > 0)
    addByPackage(
      byPackage,
      bytesBySource(code, JSON.parse(mapText) as SourceMap),
      gzipBytes / rawBytes,
      app,
      workspace,
    );
  else byPackage.set(NO_MAP, gzipBytes);
  return { url, app, gzipBytes, rawBytes, byPackage: Object.fromEntries(byPackage) };
}

export type PageBundle = {
  page: string;
  gzipKB: number;
  files: FileCost[];
  packages: { name: string; gzipKB: number }[];
  apps: { app: string; gzipKB: number; files: number }[];
};

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** Sums a page's files per package and per app, largest first. */
export function pageBundle(page: string, files: FileCost[]): PageBundle {
  const packages = new Map<string, number>();
  const apps = new Map<string, { bytes: number; files: number }>();
  for (const file of files) {
    for (const [name, n] of Object.entries(file.byPackage)) packages.set(name, (packages.get(name) ?? 0) + n);
    const app = apps.get(file.app) ?? { bytes: 0, files: 0 };
    apps.set(file.app, { bytes: app.bytes + file.gzipBytes, files: app.files + 1 });
  }
  return {
    page,
    gzipKB: kb(files.reduce((n, f) => n + f.gzipBytes, 0)),
    files,
    packages: [...packages].map(([name, n]) => ({ name, gzipKB: kb(n) })).sort((a, b) => b.gzipKB - a.gzipKB),
    apps: [...apps]
      .map(([app, v]) => ({ app, gzipKB: kb(v.bytes), files: v.files }))
      .sort((a, b) => b.gzipKB - a.gzipKB),
  };
}

/** The report for one page, in Markdown. */
export function bundleMarkdown(bundle: PageBundle, who = 'an anonymous reader'): string {
  const perApp = bundle.apps.map((a) => {
    const files = bundle.files.filter((f) => f.app === a.app);
    const packages = new Map<string, number>();
    for (const f of files)
      for (const [name, n] of Object.entries(f.byPackage)) packages.set(name, (packages.get(name) ?? 0) + n);
    const rows = [...packages].sort((x, y) => y[1] - x[1]).map(([name, n]) => `| ${name} | ${kb(n).toFixed(1)} |`);
    return [
      `### ${a.app}: ${a.gzipKB.toFixed(1)} KB in ${a.files} files`,
      '',
      '| package | KB gzip |',
      '|---|---:|',
      ...rows,
      '',
    ].join('\n');
  });
  return [
    `# JavaScript of ${bundle.page}: ${bundle.gzipKB.toFixed(1)} KB gzip in ${bundle.files.length} files`,
    '',
    `What ${who} downloads on a cold load. Each file's gzip size is shared among the packages its`,
    'source map attributes its bytes to (in proportion to their uncompressed bytes).',
    '',
    '## Per package',
    '',
    '| package | KB gzip |',
    '|---|---:|',
    ...bundle.packages.map((p) => `| ${p.name} | ${p.gzipKB.toFixed(1)} |`),
    '',
    '## Per app',
    '',
    ...perApp,
    '## Files',
    '',
    '| file | app | KB gzip |',
    '|---|---|---:|',
    ...[...bundle.files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((f) => `| ${f.url.replace(/^https?:\/\/[^/]+/, '')} | ${f.app} | ${kb(f.gzipBytes).toFixed(1)} |`),
    '',
  ].join('\n');
}
