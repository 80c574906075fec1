import {
  clearDeviceHistory,
  DEVICE_HISTORY_KEY,
  DEVICE_HISTORY_LIMIT,
  readDeviceHistory,
  recordDeviceReading,
} from './device-history';

beforeEach(() => localStorage.clear());

describe("a signed-out reader's device history", () => {
  it('keeps the stories opened newest first, each once with its latest time', () => {
    recordDeviceReading('a', new Date('2026-11-01T10:00:00Z'));
    recordDeviceReading('b', new Date('2026-11-02T10:00:00Z'));
    recordDeviceReading('a', new Date('2026-11-03T10:00:00Z'));
    expect(readDeviceHistory()).toEqual([
      { id: 'a', at: '2026-11-03T10:00:00.000Z' },
      { id: 'b', at: '2026-11-02T10:00:00.000Z' },
    ]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    for (let i = 0; i < DEVICE_HISTORY_LIMIT + 5; i += 1) recordDeviceReading(`story-${i}`);
    const list = readDeviceHistory();
    expect(list).toHaveLength(DEVICE_HISTORY_LIMIT);
    expect(list[0].id).toBe(`story-${DEVICE_HISTORY_LIMIT + 4}`);
    expect(list.map((entry) => entry.id)).not.toContain('story-4');
  });

  it('reads a damaged or foreign value as an empty history, and starts again from it', () => {
    localStorage.setItem(DEVICE_HISTORY_KEY, '{not json');
    expect(readDeviceHistory()).toEqual([]);
    localStorage.setItem(
      DEVICE_HISTORY_KEY,
      JSON.stringify([{ id: 1 }, 'x', { id: 'ok', at: '2026-11-01T00:00:00Z' }]),
    );
    expect(readDeviceHistory()).toEqual([{ id: 'ok', at: '2026-11-01T00:00:00Z' }]);
    recordDeviceReading('new', new Date('2026-11-05T00:00:00Z'));
    expect(readDeviceHistory().map((entry) => entry.id)).toEqual(['new', 'ok']);
  });

  it('records nothing, and does not throw, where storage is full', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordDeviceReading('a')).not.toThrow();
    setItem.mockRestore();
    expect(readDeviceHistory()).toEqual([]);
  });

  it('is cleared', () => {
    recordDeviceReading('a');
    clearDeviceHistory();
    expect(readDeviceHistory()).toEqual([]);
    expect(localStorage.getItem(DEVICE_HISTORY_KEY)).toBeNull();
  });
});
