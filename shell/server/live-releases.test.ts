import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { followLiveReleases, liveRemotesOf } from './live-releases';

describe('liveRemotesOf', () => {
  it('reads each remote’s stable and canary manifests, and skips what is not a remote or not a URL', () => {
    expect(
      liveRemotesOf([
        {
          remote: 'donate',
          stable_manifest: 'https://cdn.test/donate/v1/mf-manifest.json',
          canary_manifest: 'https://cdn.test/donate/v2/mf-manifest.json',
          canary_share: 10,
        },
        {
          remote: 'reader',
          stable_manifest: 'https://cdn.test/reader/v1/mf-manifest.json',
          canary_manifest: null,
          canary_share: null,
        },
        { remote: 'evil', stable_manifest: 'https://evil.test/m.json', canary_manifest: null, canary_share: null },
        { remote: 'calendar', stable_manifest: 'javascript:alert(1)', canary_manifest: null, canary_share: null },
      ]),
    ).toEqual({
      donate: {
        stable: 'https://cdn.test/donate/v1/mf-manifest.json',
        canary: { manifest: 'https://cdn.test/donate/v2/mf-manifest.json', share: 10 },
      },
      reader: { stable: 'https://cdn.test/reader/v1/mf-manifest.json' },
    });
  });

  it('refuses an answer that is not a list', () => {
    expect(() => liveRemotesOf({ message: 'relation does not exist' })).toThrow('did not answer a list');
  });
});

describe('followLiveReleases', () => {
  it('reads the pointers, and keeps the last ones read while the registry does not answer', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: [
        {
          remote: 'donate',
          stable_manifest: 'https://cdn.test/d1/mf-manifest.json',
          canary_manifest: null,
          canary_share: null,
        },
      ],
    };
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers.apikey}`);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const log = jest.fn();
    const live = followLiveReleases(() => ({ supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: 'anon' }), {
      intervalMs: 60_000,
      log,
    });
    try {
      expect(live.current()).toEqual({});
      await live.refresh();
      expect(live.current()).toEqual({ donate: { stable: 'https://cdn.test/d1/mf-manifest.json' } });
      expect(asked).toEqual(['POST /rest/v1/rpc/live_remotes anon']);

      answer = { status: 503, body: { message: 'unavailable' } };
      await live.refresh();
      await live.refresh();
      expect(live.current()).toEqual({ donate: { stable: 'https://cdn.test/d1/mf-manifest.json' } });
      // Said once, not on every read.
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      live.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
