import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import {
  addByPackage,
  BUNDLER_RUNTIME,
  bytesBySource,
  packageOf,
  pageBundle,
  UNMAPPED,
  type SourceMap,
} from './bundle';

const workspace = [
  { dir: 'shell', name: 'shell' },
  { dir: 'mf-reader', name: 'mf-reader' },
  { dir: 'shared', name: '@tales/shared' },
  { dir: 'packages/catalog', name: '@tales/catalog' },
];

const sources = [
  'webpack://tales_reader/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/client.js',
  'webpack://tales_reader/./src/App.tsx',
  'webpack://tales_reader/../shared/src/ui/Button.tsx',
];

function map(lines: SourceMapSegment[][]): SourceMap {
  return { sources, mappings: encode(lines) };
}

describe('bytesBySource', () => {
  it('gives each segment the code up to the next segment and counts newlines and uncovered code as unmapped', () => {
    const code = 'aaaab\nxcccc';
    const bytes = bytesBySource(
      code,
      map([
        [
          [0, 0, 0, 0],
          [4, 1, 0, 0],
        ],
        [[1, 2, 0, 0]],
      ]),
    );
    expect(Object.fromEntries(bytes)).toEqual({ [sources[0]]: 4, [sources[1]]: 1, [sources[2]]: 4, [UNMAPPED]: 2 });
    expect([...bytes.values()].reduce((a, b) => a + b)).toBe(Buffer.byteLength(code));
  });

  it('counts UTF-8 bytes, not characters', () => {
    const bytes = bytesBySource('"é"', map([[[0, 1, 0, 0]]]));
    expect(bytes.get(sources[1])).toBe(4);
  });

  it('treats a segment without a source, and lines past the mappings, as unmapped', () => {
    const bytes = bytesBySource('ab\ncd', map([[[0], [1, 1, 0, 0]]]));
    expect(Object.fromEntries(bytes)).toEqual({ [UNMAPPED]: 1 + 1 + 2, [sources[1]]: 1 });
  });
});

describe('packageOf', () => {
  it.each([
    [sources[0], 'react-dom'],
    [
      'webpack://tales_shell/../node_modules/.pnpm/@supabase+auth-js@2.119.0/node_modules/@supabase/auth-js/dist/main.js',
      '@supabase/auth-js',
    ],
    ['webpack://tales_shell/../node_modules/.pnpm/a@1/node_modules/a/node_modules/b/index.js', 'b'],
    ['webpack://tales_shell/./node_modules/.rspack-mf-runtime/tales_shell.js', BUNDLER_RUNTIME],
    ['webpack://tales_shell/webpack/runtime/load_script', BUNDLER_RUNTIME],
    [sources[1], 'mf-reader'],
    [sources[2], '@tales/shared'],
    ['webpack://tales_reader/../packages/catalog/src/genres.ts', '@tales/catalog'],
    ['webpack://tales_reader/../somewhere/else.ts', '(other)'],
  ])('%s belongs to %s', (source, pkg) => {
    expect(packageOf(source, 'mf-reader', workspace)).toBe(pkg);
  });

  it('resolves ./src against the app that built the file', () => {
    expect(packageOf('webpack://tales_shell/./src/index.ts', 'shell', workspace)).toBe('shell');
  });
});

describe('addByPackage and pageBundle', () => {
  it("scales a file's bytes to its gzip size and sums packages across files, largest first", () => {
    const perPackage = new Map<string, number>();
    addByPackage(
      perPackage,
      new Map([
        [sources[0], 300],
        [sources[1], 100],
      ]),
      0.5,
      'mf-reader',
      workspace,
    );
    expect(Object.fromEntries(perPackage)).toEqual({ 'react-dom': 150, 'mf-reader': 50 });

    const bundle = pageBundle('/en', [
      {
        url: 'http://h:1/a.js',
        app: 'shell',
        gzipBytes: 2048,
        rawBytes: 8000,
        byPackage: { 'react-dom': 1024, shell: 1024 },
      },
      {
        url: 'http://h:2/b.js',
        app: 'mf-reader',
        gzipBytes: 3072,
        rawBytes: 9000,
        byPackage: { 'react-dom': 2048, 'mf-reader': 1024 },
      },
    ]);
    expect(bundle.gzipKB).toBe(5);
    expect(bundle.packages).toEqual([
      { name: 'react-dom', gzipKB: 3 },
      { name: 'shell', gzipKB: 1 },
      { name: 'mf-reader', gzipKB: 1 },
    ]);
    expect(bundle.apps).toEqual([
      { app: 'mf-reader', gzipKB: 3, files: 1 },
      { app: 'shell', gzipKB: 2, files: 1 },
    ]);
  });
});
