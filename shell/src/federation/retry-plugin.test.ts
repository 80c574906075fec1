/** @jest-environment node */
// The retry plugin's manifest requests, on a clock the test moves: each retry waits the plugin's retryDelay, no
// more and no less, and the runtime gets the first usable answer or, after the last retry, the failure.
import retryPlugin, { RETRY } from './retry-plugin';

const MANIFEST = 'https://remotes.test/reader/v1/mf-manifest.json';
const manifest = () => new Response(JSON.stringify({ id: 'tales_reader' }), { status: 200 });
const serverError = () => new Response('busy', { status: 503 });

let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The plugin's fetch hook, as the runtime calls it for a manifest. */
function fetchManifest(): Promise<Response> {
  const hook = retryPlugin().fetch;
  if (!hook) throw new Error('the retry plugin has no fetch hook');
  return hook(MANIFEST, {}) as Promise<Response>;
}

describe('the retry plugin, for a manifest', () => {
  it('asks again only once retryDelay has passed, and hands over the first usable answer', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockImplementationOnce(async () => serverError())
      .mockImplementation(async () => manifest());
    const answer = fetchManifest();

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY.retryDelay - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY.retryDelay - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const response = await answer;
    expect(await response.json()).toEqual({ id: 'tales_reader' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFEST, MANIFEST, MANIFEST]);
  });

  it('gives up after its retries with the last failure, asking nothing more', async () => {
    fetchMock.mockImplementation(async () => serverError());
    // Caught at once, so the rejection is not unhandled while the clock moves.
    const failure = fetchManifest().catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(RETRY.retryDelay * RETRY.retryTimes);
    expect(await failure).toMatchObject({ message: `${MANIFEST} answered 503 without a usable body` });
    expect(fetchMock).toHaveBeenCalledTimes(1 + RETRY.retryTimes);
    await jest.advanceTimersByTimeAsync(RETRY.retryDelay * 10);
    expect(fetchMock).toHaveBeenCalledTimes(1 + RETRY.retryTimes);
  });

  it('retries an answer that is not JSON, as a manifest must be', async () => {
    fetchMock
      .mockImplementationOnce(async () => new Response('<html>maintenance</html>', { status: 200 }))
      .mockImplementation(async () => manifest());
    const answer = fetchManifest();

    await jest.advanceTimersByTimeAsync(RETRY.retryDelay);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await (await answer).json()).toEqual({ id: 'tales_reader' });
  });
});
