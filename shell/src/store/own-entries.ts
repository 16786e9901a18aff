/**
 * Reading and changing the plain objects the store keeps records in, by keys that come from
 * the URL or the server. A plain object inherits Object.prototype's members, so a lookup of a
 * missing `constructor` or `__proto__` would find a function or the prototype itself: these
 * helpers see own entries only.
 */
export function ownEntry<T>(entries: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/** A copy with `key` set; a computed key always makes an own entry, `__proto__` included. */
export function withEntry<T>(entries: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  return { ...entries, [key]: value };
}

/** A copy without `key` (the same object when there is no such own entry). */
export function withoutEntry<T>(entries: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  if (!Object.hasOwn(entries, key)) return entries;
  const { [key]: _removed, ...rest } = entries;
  return rest;
}
