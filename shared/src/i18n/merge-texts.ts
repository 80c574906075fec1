// Texts are trees of groups ({ auth: { errors: … } }); several apps may fill one group, never one key.
export type Texts = { [key: string]: unknown };

const isGroup = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep-merges `extra` into `target` (changed in place) and returns it. `onConflict` is told about a key that
 * both give a text; the later text wins.
 */
export function mergeTexts(target: Texts, extra: Texts, onConflict?: (key: string) => void, prefix = ''): Texts {
  for (const [key, value] of Object.entries(extra)) {
    const current = target[key];
    const at = prefix ? `${prefix}.${key}` : key;
    if (isGroup(current) && isGroup(value)) mergeTexts(current, value, onConflict, at);
    else {
      if (current !== undefined) onConflict?.(at);
      target[key] = isGroup(value) ? mergeTexts({}, value) : value;
    }
  }
  return target;
}
