import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileCountProblems, findFiles, skippedProblems } from './test-files';

describe('counting the test files the repository holds', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-test-files-'));
    const files = [
      'a.test.ts',
      'app/src/b.test.tsx',
      'app/src/b.tsx',
      'app/node_modules/pkg/c.test.ts',
      'app/dist/d.test.ts',
      '.data/e.test.ts',
      'e2e/tests/f.spec.ts',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the files matching the pattern, never in dependencies, builds or hidden folders', () => {
    expect(
      findFiles(dir, /\.test\.tsx?$/)
        .map((file) => path.relative(dir, file))
        .sort(),
    ).toEqual(['a.test.ts', path.join('app/src/b.test.tsx')]);
    expect(findFiles(path.join(dir, 'e2e/tests'), /\.spec\.ts$/)).toHaveLength(1);
  });

  it('finds nothing in a folder that is not there', () => {
    expect(findFiles(path.join(dir, 'missing'), /./)).toEqual([]);
  });
});

describe('the file-count rule', () => {
  const expected = { what: 'jest test files', holds: 150, minimum: 140 };

  it('passes a stage that ran every file the repository holds', () => {
    expect(fileCountProblems(150, expected)).toEqual([]);
    expect(fileCountProblems(0, undefined)).toEqual([]);
  });

  it('fails a stage that ran fewer files than the repository holds', () => {
    expect(fileCountProblems(149, expected)).toEqual([
      'ran 149 test files of the 150 jest test files the repository holds',
    ]);
  });

  it('fails a stage below its fixed minimum, even when the pattern finds as few', () => {
    expect(fileCountProblems(12, { what: 'jest test files', holds: 12, minimum: 140 })).toEqual([
      "ran 12 test files, below this stage's minimum of 140",
    ]);
  });
});

describe('skipped tests', () => {
  it('fail a CI run', () => {
    expect(skippedProblems(2, true)).toEqual(['2 skipped or todo: in CI each counts as a failure']);
  });

  it('are only counted outside CI, and nothing skipped is fine anywhere', () => {
    expect(skippedProblems(2, false)).toEqual([]);
    expect(skippedProblems(0, true)).toEqual([]);
  });
});
