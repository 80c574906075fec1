import { releaseProblems } from './release-checks';
import type { FederationManifest, ShellContract } from './release-contract';

const contract: ShellContract = {
  exposes: {
    reader: [],
    calendar: [],
    auth: [],
    admin: [],
    donate: ['./DonatePage', './DonatePage.data'],
  },
  shared: { react: '19.3.1', i18next: '27.1.2' },
};

const release = (over: Partial<FederationManifest> = {}): FederationManifest => ({
  exposes: [{ path: './DonatePage' }, { path: './DonatePage.data' }],
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: 'i18next', requiredVersion: '^27.0.0' },
    // The shell does not provide it: the release bundles its own.
    { name: '@tales/shared/ui/tabs', requiredVersion: '^0.1.0' },
  ],
  ...over,
});

describe('releaseProblems', () => {
  it('passes a release with every module the shell loads and shared versions the shell provides', () => {
    expect(releaseProblems(contract, 'donate', release())).toEqual([]);
    // A module the shell does not load is the remote's own business.
    expect(
      releaseProblems(contract, 'donate', release({ exposes: [...(release().exposes ?? []), { path: './Extra' }] })),
    ).toEqual([]);
  });

  it('names each module the shell loads that the release lacks', () => {
    expect(releaseProblems(contract, 'donate', release({ exposes: [{ path: './DonatePage' }] }))).toEqual([
      'it does not expose ./DonatePage.data, which the shell loads',
    ]);
  });

  it('names each shared package whose range the shell version does not meet', () => {
    const needs = release({
      shared: [
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: 'i18next', requiredVersion: '~27.1.0' },
      ],
    });
    expect(releaseProblems(contract, 'donate', needs)).toEqual([
      'it needs react ^20.0.0, and the shell provides react 19.3.1',
    ]);
  });
});
