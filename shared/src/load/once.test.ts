import { loadOnce, loadOnceEach } from './once';

/** A load the test settles by hand, counting its starts. */
function controlled<T>() {
  const starts: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => starts.push({ resolve, reject }));
  return { load, starts };
}

describe('loadOnce', () => {
  it('starts one load for every caller and keeps its value', async () => {
    const { load, starts } = controlled<string>();
    const once = loadOnce(load);
    const first = once();
    const second = once();
    expect(starts).toHaveLength(1);
    expect(once.value()).toBeUndefined();
    starts[0].resolve('module');
    await expect(first).resolves.toBe('module');
    await expect(second).resolves.toBe('module');
    await expect(once()).resolves.toBe('module');
    expect(once.value()).toBe('module');
    expect(starts).toHaveLength(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { load, starts } = controlled<string>();
    const once = loadOnce(load);
    const failed = once();
    starts[0].reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(once.value()).toBeUndefined();
    const retried = once();
    expect(starts).toHaveLength(2);
    starts[1].resolve('module');
    await expect(retried).resolves.toBe('module');
  });

  it('loads afresh after forget, and a load forgotten under way does not come back', async () => {
    const { load, starts } = controlled<string>();
    const once = loadOnce(load);
    const old = once();
    once.forget();
    const fresh = once();
    expect(starts).toHaveLength(2);
    starts[0].resolve('old');
    starts[1].resolve('new');
    await expect(old).resolves.toBe('old');
    await expect(fresh).resolves.toBe('new');
    expect(once.value()).toBe('new');
  });
});

describe('loadOnceEach', () => {
  it('keeps one load per key, each from its first caller', async () => {
    const kept = loadOnceEach<string>();
    const a = jest.fn(async () => 'a');
    const b = jest.fn(async () => 'b');
    await expect(kept.get('x', a)).resolves.toBe('a');
    await expect(kept.get('x', b)).resolves.toBe('a');
    await expect(kept.get('y', b)).resolves.toBe('b');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(kept.value('x')).toBe('a');
  });

  it('retries a failed key with the load the next caller gives', async () => {
    const kept = loadOnceEach<string>();
    await expect(kept.get('x', async () => Promise.reject(new Error('HTTP 500')))).rejects.toThrow('HTTP 500');
    await expect(kept.get('x', async () => 'second try')).resolves.toBe('second try');
  });

  it('forgets the keys it is told to, and keeps the others', async () => {
    const kept = loadOnceEach<string>();
    await kept.get('reader/home', async () => 'v1');
    await kept.get('calendar/page', async () => 'c1');
    kept.forget((key) => key.startsWith('reader/'));
    expect(kept.value('reader/home')).toBeUndefined();
    await expect(kept.get('reader/home', async () => 'v2')).resolves.toBe('v2');
    await expect(kept.get('calendar/page', async () => 'c2')).resolves.toBe('c1');
  });
});
