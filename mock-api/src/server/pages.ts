import { fromBase64Url, toBase64Url } from 'api-contract/base64url';
import { messages } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isRecord } from 'api-contract/validate';

/**
 * Orders and pages of lists. A page starts after the last record of the one before, by the
 * order's keys (not by position), so records added or removed meanwhile neither repeat nor
 * go missing. The cursor carries those keys and the order's name, base64url-encoded: opaque to
 * clients, and refused when it was not made for the order it is used with.
 */

type Key = string | number;

type KeyPart<T> =
  { kind: 'string'; of: (item: T) => string; descending?: boolean } | { kind: 'number'; of: (item: T) => number; descending?: boolean };

/** How a list is ordered: its keys, most significant first; the last one must tell any two records apart. */
export type Order<T> = { name: string; keys: KeyPart<T>[] };

export type Page<T> = { items: T[]; nextCursor: string | null };

const keysOf = <T>(item: T, order: Order<T>): Key[] => order.keys.map((part) => part.of(item));

function compareKeys<T>(a: Key[], b: Key[], order: Order<T>): number {
  for (const [index, part] of order.keys.entries()) {
    const [x, y] = [a[index]!, b[index]!];
    if (x !== y) return (x < y ? -1 : 1) * (part.descending ? -1 : 1);
  }
  return 0;
}

export const sortedBy = <T>(items: T[], order: Order<T>): T[] =>
  [...items].sort((a, b) => compareKeys(keysOf(a, order), keysOf(b, order), order));

/** Whether `keys` are what `order` keeps: as many, each of its kind. */
const fitsOrder = <T>(keys: unknown, order: Order<T>): keys is Key[] =>
  Array.isArray(keys) && keys.length === order.keys.length && order.keys.every((part, index) => typeof keys[index] === part.kind);

export const writeCursor = <T>(order: Order<T>, keys: Key[]): string =>
  toBase64Url(new TextEncoder().encode(JSON.stringify({ o: order.name, k: keys })));

/** The keys a cursor holds, if this mock made it for `order`. */
export function readCursor<T>(cursor: string, order: Order<T>): Result<Key[]> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(cursor)));
  } catch {
    return fail(400, messages.invalidCursor);
  }
  if (!isRecord(decoded) || decoded.o !== order.name || !fitsOrder(decoded.k, order)) return fail(400, messages.invalidCursor);
  return succeed(decoded.k);
}

/** The `limit` records after the cursor's (from the first without one), and the cursor of the next page. */
export function pageOf<T>(items: T[], order: Order<T>, limit: number, cursor: string | undefined): Result<Page<T>> {
  const after = cursor === undefined ? succeed(null) : readCursor(cursor, order);
  if (!after.ok) return after;
  const start = after.value;
  const rest = start ? items.filter((item) => compareKeys(keysOf(item, order), start, order) > 0) : items;
  const ordered = sortedBy(rest, order);
  const shown = ordered.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = ordered.length > limit && last !== undefined ? writeCursor(order, keysOf(last, order)) : null;
  return succeed({ items: shown, nextCursor });
}
