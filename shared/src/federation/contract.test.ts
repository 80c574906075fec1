import { containerName, exposeId, federationContract, remoteApp, remoteKeys } from './contract';

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

  it('promises each remote at least one expose, each named as a relative module path', () => {
    for (const key of remoteKeys) {
      const exposes = Object.keys(federationContract[key]);
      expect(exposes.length).toBeGreaterThan(0);
      for (const expose of exposes) expect(expose).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
    }
  });
});
