import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

const chunkError = () => Object.assign(new Error('Loading chunk 512 failed.\n(missing: http://x/512.js)'), { name: 'ChunkLoadError' });

beforeEach(() => sessionStorage.clear());

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
});
