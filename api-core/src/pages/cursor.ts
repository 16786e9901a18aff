import { fromBase64Url, toBase64Url } from 'api-contract/base64url';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';

/** What a sort key holds: a timestamp, an id, a count or a piece of text. */
export type KeyKind = 'time' | 'id' | 'count' | 'text';
export type CursorKey = string | number;

/** PostgreSQL's timestamp to the microsecond, in UTC, as the lists select it for a cursor. */
const microsecondTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The same instant when read back as milliseconds (no 30 February, no 25 o'clock), in a year
 * PostgreSQL's timestamps hold: they have no year 0000, which JavaScript's dates do.
 */
const isRealTime = (text: string): boolean => {
  const milliseconds = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds.getTime()) && milliseconds.toISOString() === `${text.slice(0, 23)}Z` && !text.startsWith('0000');
};

/** Text PostgreSQL can compare: no NUL, which its text cannot hold, and no broken UTF-16 half. */
const isKeyText = (key: unknown): boolean => typeof key === 'string' && key.length <= 200 && !key.includes('\0') && key.isWellFormed();

const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** Whether a key read from a cursor is of its kind, so the SQL it goes into cannot fail on it. */
const isKeyOf: Record<KeyKind, (key: unknown) => boolean> = {
  time: (key) => typeof key === 'string' && microsecondTime.test(key) && isRealTime(key),
  id: isKeyText,
  text: isKeyText,
  count: (key) => typeof key === 'number' && Number.isInteger(key) && key >= int4.min && key <= int4.max,
};

/**
 * A cursor: the sort keys of the last record of a page and the list and order they belong to,
 * as base64url JSON. Opaque to clients; the name makes a cursor of another list or order fail.
 */
export function encodeCursor(list: string, keys: readonly CursorKey[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify([list, ...keys])));
}

/** The keys of a cursor made for `list` with keys of `kinds`, or the contract's 400. */
export function decodeCursor(cursor: string, list: string, kinds: readonly KeyKind[]): Result<CursorKey[]> {
  const invalid = fail(400, reasons.invalidCursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(cursor)));
  } catch {
    return invalid;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1 || parsed[0] !== list) return invalid;
  const keys: unknown[] = parsed.slice(1);
  return kinds.every((kind, index) => isKeyOf[kind](keys[index])) ? succeed(keys as CursorKey[]) : invalid;
}
