import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseHelpers, databaseTests, relativeImports } from './database-tests';

const repo = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(repo, file);

describe('which tests use a database', () => {
  it('reads relative and workspace-package imports of every form, leaving out type-only ones and other packages', () => {
    const source = [
      "import { a } from './a';",
      'import {\n  b,\n  c,\n} from "../b";',
      "import type { T } from './types-only';",
      "export { d } from './d';",
      "import './side-effect';",
      "const e = require('./e');",
      "const f = await import('../f');",
      "import jest from 'jest';",
      "import { startTestApi } from '@tales/supabase-local/testing';",
      "import type { Story } from '@tales/shared/supabase';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      './a',
      '../b',
      './d',
      './side-effect',
      './e',
      '../f',
      '@tales/supabase-local/testing',
    ]);
  });

  it('picks the suite files that open a database, directly or through their helpers, and no pure ones', () => {
    const files = [
      'supabase/tests/rls-matrix.test.ts',
      'supabase/tests/seed-generator.test.ts',
      'supabase/tests/seed-stories.test.ts',
      'supabase/local/test/rest-api.test.ts',
      'supabase/local/test/rest-query.test.ts',
      'shared/src/supabase/data-layer.test.ts',
      'tools/test-runner/summary.test.ts',
    ].map(at);
    expect(databaseTests(files, repo).map((f) => path.relative(repo, f))).toEqual([
      'supabase/tests/rls-matrix.test.ts',
      'supabase/tests/seed-generator.test.ts',
      'supabase/local/test/rest-api.test.ts',
      'shared/src/supabase/data-layer.test.ts',
    ]);
  });

  it('follows a test through its own helper modules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-db-tests-'));
    try {
      fs.writeFileSync(path.join(dir, 'helper.ts'), "export { openTestDatabase } from './db';\n");
      fs.writeFileSync(path.join(dir, 'db.ts'), 'export const openTestDatabase = 1;\n');
      fs.writeFileSync(path.join(dir, 'uses.test.ts'), "import { openTestDatabase } from './helper';\n");
      fs.writeFileSync(path.join(dir, 'pure.test.ts'), "import type { X } from './helper';\n");
      const found = databaseTests([path.join(dir, 'uses.test.ts'), path.join(dir, 'pure.test.ts')], dir, ['db.ts']);
      expect(found).toEqual([path.join(dir, 'uses.test.ts')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to guess when a helper has moved', () => {
    expect(() => databaseTests([], repo, [...databaseHelpers, 'supabase/local/test/support/moved.ts'])).toThrow(
      'database test helpers not found',
    );
  });
});
