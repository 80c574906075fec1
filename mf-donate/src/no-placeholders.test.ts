// The page never shows a sample value: no source file the build takes in, and no text, holds one. The owner's
// details come from the runtime config only.
import fs from 'node:fs';
import path from 'node:path';

const PLACEHOLDER = /replace[\s_-]*me|\bsample\b|example\.(?:com|net|org)\b|\.example\b/i;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

const shipped = (file: string) => !/\.test\.tsx?$/.test(file) && path.basename(file) !== 'test-config.ts';

describe('mf-donate', () => {
  it.each([
    ['src', path.join(__dirname)],
    ['locales', path.join(__dirname, '../locales')],
  ])('has no placeholder value in %s', (_name, dir) => {
    const found = files(dir)
      .filter(shipped)
      .filter((file) => PLACEHOLDER.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(dir, file));
    expect(found).toEqual([]);
  });
});
