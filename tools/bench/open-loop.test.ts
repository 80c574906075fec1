import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivalTimes, openLoop } from './open-loop';

describe('constant-arrival-rate load', () => {
  it('spaces the requests evenly at the rate, over the whole run', () => {
    const times = arrivalTimes(150, 2);
    expect(times).toHaveLength(300);
    expect(times[0]).toBe(0);
    expect(times[1]).toBeCloseTo(1000 / 150);
    expect(times[299]).toBeCloseTo((299 * 1000) / 150);
  });

  it('sends every request, over at most the connections given, and counts what the server answered', async () => {
    const open = new Set<unknown>();
    let mostOpen = 0;
    const paths: string[] = [];
    const server = http.createServer((req, res) => {
      paths.push(req.url ?? '');
      res.statusCode = req.url?.endsWith('/3') ? 500 : 200;
      res.end('<p>page</p>');
    });
    server.on('connection', (socket) => {
      open.add(socket);
      mostOpen = Math.max(mostOpen, open.size);
      socket.on('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await openLoop({
        origin,
        pathOf: (n) => `/page/${n}`,
        headers: { accept: 'text/html' },
        rate: 40,
        seconds: 0.5,
        connections: 2,
      });
      expect(result.requests).toBe(20);
      expect(paths).toEqual(Array.from({ length: 20 }, (_, n) => `/page/${n}`));
      expect(result.non2xx).toBe(1);
      expect(result.errors).toBe(0);
      expect(result.latencies).toHaveLength(19);
      expect(mostOpen).toBeLessThanOrEqual(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts a server that is gone as errors, not as answers', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise((resolve) => server.close(resolve));
    const result = await openLoop({ origin, pathOf: () => '/', headers: {}, rate: 20, seconds: 0.25, connections: 2 });
    expect(result).toMatchObject({ requests: 5, errors: 5, non2xx: 0, latencies: [] });
  });
});
