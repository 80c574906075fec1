// The template a test file copies: none unless the CLI stage set one, and never a guess.
import { templateFor } from './support/template';

describe('the template a test database copies', () => {
  const both = { TEST_DATABASE_TEMPLATE: 'tales_cli_1', TEST_DATABASE_SEEDED_TEMPLATE: 'tales_cli_1_seeded' };

  it('is none when TEST_DATABASE_TEMPLATE is not set: the file builds its own', () => {
    expect(templateFor(false, {})).toBeUndefined();
    expect(templateFor(true, { TEST_DATABASE_SEEDED_TEMPLATE: 'x' })).toBeUndefined();
  });

  it('is the seeded one for a file that wants the seed', () => {
    expect(templateFor(false, both)).toBe('tales_cli_1');
    expect(templateFor(true, both)).toBe('tales_cli_1_seeded');
  });

  it('refuses a missing seeded template and a name that is not a plain identifier', () => {
    expect(() => templateFor(true, { TEST_DATABASE_TEMPLATE: 'tales_cli_1' })).toThrow(
      /TEST_DATABASE_SEEDED_TEMPLATE is not set/,
    );
    expect(() => templateFor(false, { TEST_DATABASE_TEMPLATE: 'x; drop database y' })).toThrow(
      /not a plain database name/,
    );
  });
});
