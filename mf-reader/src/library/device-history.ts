// The stories a signed-out reader opens, kept on this device only (newest first, at most DEVICE_HISTORY_LIMIT)
// until they sign in and the list moves into their account. Every anonymous story page carries this module, so it
// stays tiny: no imports, and storage that is full or blocked simply records nothing.
export const DEVICE_HISTORY_KEY = 'tales.reading-history';
export const DEVICE_HISTORY_LIMIT = 100;

/** A story opened on this device: its id and when (ISO 8601). */
export type DeviceReading = { id: string; at: string };

const isReading = (entry: unknown): entry is DeviceReading =>
  typeof (entry as DeviceReading)?.id === 'string' && typeof (entry as DeviceReading).at === 'string';

export function readDeviceHistory(): DeviceReading[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DEVICE_HISTORY_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isReading) : [];
  } catch {
    return [];
  }
}

/** Puts the story first (once), dropping the oldest beyond the limit. */
export function recordDeviceReading(id: string, at: Date = new Date()): void {
  const list = [{ id, at: at.toISOString() }, ...readDeviceHistory().filter((entry) => entry.id !== id)];
  try {
    localStorage.setItem(DEVICE_HISTORY_KEY, JSON.stringify(list.slice(0, DEVICE_HISTORY_LIMIT)));
  } catch {
    // Storage full or blocked: the reading is not kept.
  }
}

export function clearDeviceHistory(): void {
  try {
    localStorage.removeItem(DEVICE_HISTORY_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
