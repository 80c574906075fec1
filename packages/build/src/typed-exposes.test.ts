import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { untypedExposes } from './typed-exposes';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-exposes-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function module(file: string, source: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), source);
}

const page = (name: string, ending: string) => `function ${name}() {\n  return null;\n}\n\n${ending}\n`;

describe('untypedExposes', () => {
  it('accepts modules whose default export satisfies their own expose in the contract', () => {
    module(
      'src/auth-dialog/AuthDialog.tsx',
      page('AuthDialog', "export default AuthDialog satisfies ExposedComponent<'auth', './AuthDialog'>;"),
    );
    module(
      'src/AccountMenu.tsx',
      page('AccountMenu', "export default AccountMenu satisfies ExposedComponent<'auth', './AccountMenu'>;"),
    );
    expect(
      untypedExposes(
        'auth',
        { './AuthDialog': './src/auth-dialog/AuthDialog.tsx', './AccountMenu': './src/AccountMenu.tsx' },
        dir,
      ),
    ).toEqual([]);
  });

  it("accepts a page's data loader typed as its own expose", () => {
    module(
      'src/CalendarPage.data.ts',
      "const load = () => ({ needs: [] });\n\nexport default load satisfies ExposedLoader<'calendar', './CalendarPage.data'>;\n",
    );
    module('src/Untyped.data.ts', 'export default () => ({ needs: [] });\n');
    expect(
      untypedExposes(
        'calendar',
        { './CalendarPage.data': './src/CalendarPage.data.ts', './Other.data': './src/Untyped.data.ts' },
        dir,
      ),
    ).toEqual(['./Other.data (./src/Untyped.data.ts)']);
  });

  it('names the exposes whose module is untyped, or typed as another remote or expose', () => {
    module('src/Plain.tsx', 'export default function DonatePage() {\n  return null;\n}\n');
    module(
      'src/OtherRemote.tsx',
      page('DonatePage', "export default DonatePage satisfies ExposedComponent<'reader', './DonatePage'>;"),
    );
    module(
      'src/OtherExpose.tsx',
      page('DonatePage', "export default DonatePage satisfies ExposedComponent<'donate', './DonateXPage'>;"),
    );
    module(
      'src/InComment.tsx',
      page(
        'DonatePage',
        "// export default DonatePage satisfies ExposedComponent<'donate', './DonatePage'>;\nexport default DonatePage;",
      ),
    );
    const files = ['./src/Plain.tsx', './src/OtherRemote.tsx', './src/OtherExpose.tsx', './src/InComment.tsx'];
    for (const file of files)
      expect(untypedExposes('donate', { './DonatePage': file }, dir)).toEqual([`./DonatePage (${file})`]);
  });

  it('fails loudly when an expose names a file that does not exist', () => {
    expect(() => untypedExposes('donate', { './DonatePage': './src/Missing.tsx' }, dir)).toThrow(/ENOENT/);
  });
});
