/** A `t(key, { returnObjects: true })` result as a list; `[]` while translations are missing (t returns the key). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
