import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 512 failed.\n(missing: http://x/512.js)'), { name: 'ChunkLoadError' });

let now = 1_700_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('reload once after a deploy', () => {
  it('recognises chunk-load errors, also wrapped as a cause', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Remote unavailable', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('render bug'))).toBe(false);
  });

  it('reloads on the first chunk error and not again right after (no loop)', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(true);
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(new Error('render bug'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the minute since the last reload is over, never within it', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(true);
    now += 59_999;
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(false);
    now += 1;
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(true);
    // The window starts again from that reload.
    now += 30_000;
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the guard cannot be kept (storage refused), so a reload can never loop', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = jest.fn();
    expect(reloadOnceForChunkError(chunkError(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
