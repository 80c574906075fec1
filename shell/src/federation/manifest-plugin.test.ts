import manifestPlugin from './manifest-plugin';
import { readManifestEarly } from './manifest';

const url = 'http://cdn/reader/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '2' } },
  exposes: [{ path: './StoryPage', assets: { js: { sync: ['page.js'] }, css: { sync: [] } } }],
};
// jsdom has no Response; the plugin tells the fetch hook's answer by it.
globalThis.Response ??= class {} as unknown as typeof Response;
const answer = (ok: boolean): Response =>
  Object.assign(Object.create(Response.prototype), { ok, status: ok ? 200 : 503, json: async () => manifest });

/** Resolves the reader's StoryPage as the runtime does; `hookFetch` is the runtime's fetch hook (the retry plugin). */
async function resolve(plugin: ReturnType<typeof manifestPlugin>, hookFetch: jest.Mock) {
  const args = {
    remote: { name: 'reader', entry: url },
    remoteInfo: { entry: url, type: 'global', entryGlobalName: 'reader' },
    expose: './StoryPage',
    origin: { loaderHook: { lifecycle: { fetch: { emit: hookFetch } } } },
  };
  await (plugin.afterResolve as (a: unknown) => Promise<unknown>)(args);
  return args.remoteInfo as Record<string, unknown>;
}

beforeEach(() => {
  document.head.innerHTML = '';
  globalThis.fetch = jest.fn(async () => answer(true)) as unknown as typeof fetch;
});

it("takes the boot's early read of a manifest instead of asking the network again", async () => {
  await readManifestEarly(url);
  const hookFetch = jest.fn(async () => answer(true));
  const info = await resolve(manifestPlugin(), hookFetch);
  expect(info.entry).toBe('http://cdn/reader/remoteEntry.js');
  expect(info.buildVersion).toBe('2');
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  expect(hookFetch).not.toHaveBeenCalled();
});

it('reads the manifest through the fetch hook when the early read failed, and after a release is registered', async () => {
  globalThis.fetch = jest.fn(async () => answer(false)) as unknown as typeof fetch;
  await expect(readManifestEarly(url)).rejects.toThrow('HTTP 503');
  const plugin = manifestPlugin();
  const hookFetch = jest.fn(async () => answer(true));
  expect((await resolve(plugin, hookFetch)).entry).toBe('http://cdn/reader/remoteEntry.js');
  expect(hookFetch).toHaveBeenCalledTimes(1);

  await resolve(plugin, hookFetch);
  expect(hookFetch).toHaveBeenCalledTimes(1); // one read per manifest URL

  (plugin.registerRemote as (a: unknown) => unknown)({ remote: { name: 'reader', entry: url } });
  await resolve(plugin, hookFetch);
  expect(hookFetch).toHaveBeenCalledTimes(2); // a registered release is read afresh, never from the early read
});
