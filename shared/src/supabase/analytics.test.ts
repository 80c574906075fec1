/** @jest-environment node */
// A page view that can't be recorded resolves false and never throws: the page must not notice.
import http from 'node:http';
import net from 'node:net';
import { trackPageView } from './analytics';
import { createSupabaseClient } from './create-client';

const view = { title: 'Home', location: 'http://127.0.0.1:3000/en', path: '/en', language: 'en', referrer: '' };
const clientFor = (url: string) =>
  createSupabaseClient(url, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

it('resolves false when the API is unreachable', async () => {
  const server = net.createServer();
  const url = await listen(server);
  await close(server);
  await expect(trackPageView(view, clientFor(url))).resolves.toBe(false);
});

it('resolves false when the API answers with a server error, after exactly one attempt', async () => {
  let calls = 0;
  const server = http.createServer((_req, res) => {
    calls += 1;
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'XX000', message: 'boom' }));
  });
  const url = await listen(server);
  try {
    await expect(trackPageView(view, clientFor(url))).resolves.toBe(false);
    expect(calls).toBe(1);
  } finally {
    await close(server);
  }
});
