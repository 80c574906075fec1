import { containerName, exposeId, federationContract, remoteApp, remoteKeys, serverEntryUrl } from './contract';

describe('the federation contract', () => {
  it('lists every remote once, in the order the ports and the runtime config use', () => {
    expect(remoteKeys).toEqual(['reader', 'calendar', 'donate', 'auth', 'admin']);
    expect(remoteKeys.map(remoteApp)).toEqual(['mf-reader', 'mf-calendar', 'mf-donate', 'mf-auth', 'mf-admin']);
  });

  it('names containers and expose ids by one rule', () => {
    expect(containerName('shell')).toBe('tales_shell');
    expect(containerName('donate')).toBe('tales_donate');
    expect(exposeId('auth', './AccountMenu')).toBe('tales_auth/AccountMenu');
  });

  it("finds a remote's server entry next to its browser entry, wherever the runtime config puts it", () => {
    expect(serverEntryUrl('http://127.0.0.1:3001/mf-manifest.json')).toBe(
      'http://127.0.0.1:3001/server/remoteEntry.js',
    );
    expect(serverEntryUrl('https://cdn.example/reader/releases/20261123T041502/mf-manifest.json')).toBe(
      'https://cdn.example/reader/releases/20261123T041502/server/remoteEntry.js',
    );
    expect(serverEntryUrl('https://cdn.example/donate/remoteEntry.js?v=3')).toBe(
      'https://cdn.example/donate/server/remoteEntry.js',
    );
  });

  it('promises each remote at least one expose, each named as a relative module path', () => {
    for (const key of remoteKeys) {
      const exposes = Object.keys(federationContract[key]);
      expect(exposes.length).toBeGreaterThan(0);
      for (const expose of exposes) expect(expose).toMatch(/^\.\/[A-Z][A-Za-z]+(\.data)?$/);
    }
  });

  it('puts each data loader beside a page of the same name', () => {
    for (const key of remoteKeys) {
      for (const [expose, module] of Object.entries(federationContract[key])) {
        if (module.kind !== 'data') continue;
        const page = expose.replace(/\.data$/, '');
        expect(federationContract[key]).toHaveProperty([page, 'kind'], 'component');
      }
    }
  });
});
