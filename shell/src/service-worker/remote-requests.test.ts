import { remoteRequestKind } from './remote-requests';

const site = 'http://127.0.0.1:3000';
const kind = (url: string) => remoteRequestKind(new URL(url), site);

describe('remoteRequestKind', () => {
  it("serves a remote's content-hashed code from the device", () => {
    expect(kind('http://127.0.0.1:3001/__federation_expose_HomePage.1a2b3c4d.js')).toBe('hashed');
    expect(kind('http://cdn.example.com/donate/2026-11-23/113.30da23b7.css')).toBe('hashed');
  });

  it('asks the network first for the files a deploy changes in place', () => {
    expect(kind('http://127.0.0.1:3001/mf-manifest.json')).toBe('entry');
    expect(kind('http://127.0.0.1:3003/releases/v2/remoteEntry.js')).toBe('entry');
    expect(kind('http://127.0.0.1:3003/releases/v2/locales/cn.json')).toBe('entry');
  });

  it("leaves the site's own files, the API, source maps and anything else to the browser", () => {
    expect(kind(`${site}/main.1a2b3c4d.js`)).toBeUndefined();
    expect(kind(`${site}/runtime-config.json`)).toBeUndefined();
    expect(kind('http://127.0.0.1:54321/rest/v1/stories?select=*')).toBeUndefined();
    expect(kind('http://127.0.0.1:54321/storage/v1/object/public/story-images/cover.1a2b3c4d.png')).toBeUndefined();
    expect(kind('http://127.0.0.1:3001/113.30da23b7.js.map')).toBeUndefined();
    expect(kind('http://127.0.0.1:3001/remoteEntry.js.map')).toBeUndefined();
  });
});
