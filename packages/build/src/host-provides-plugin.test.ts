import { hostProvided } from './federation';
import { missingHostShares } from './host-provides-plugin';

const manifest = (names: readonly string[]) =>
  JSON.stringify({
    id: 'tales_shell',
    shared: names.map((name) => ({ id: `tales_shell:${name}`, name, version: '1.0.0' })),
  });

describe('missingHostShares', () => {
  it('finds nothing missing when the shell shares all the remotes take from it, and more', () => {
    expect(missingHostShares(manifest([...hostProvided, '@tales/shared/ui/tabs']))).toEqual([]);
  });

  it('names each share the shell no longer provides', () => {
    expect(
      missingHostShares(manifest(hostProvided.filter((key) => key !== 'swr' && key !== '@tales/shared/story'))),
    ).toEqual(['swr', '@tales/shared/story']);
  });

  it('names them all for a manifest that shares nothing', () => {
    expect(missingHostShares(JSON.stringify({ id: 'tales_shell' }))).toEqual([...hostProvided]);
  });
});
