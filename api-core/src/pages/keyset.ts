import type { Queryable, QueryOptions } from '../db/database';
import { encodeCursor, type CursorKey, type KeyKind } from './cursor';

/** One sort key of a list: its SQL over a table alias, and its kind. */
export type KeyColumn = { sql: (alias: string) => string; kind: KeyKind };

/**
 * A list's order: its name (which cursors carry), its sort keys, the last of them unique, and
 * their direction. Pages start after a row comparison on the keys, which an index in the same
 * order answers by seeking (never OFFSET): a page costs the same at any depth.
 */
export type Keyset = { list: string; columns: readonly KeyColumn[]; descending: boolean };

/** A page: how many records, and the keys of the record it starts after (null: the first page). */
export type Page = { limit: number; after: CursorKey[] | null };

/** A statement and its parameters, built here and run (or explained) as they are, planned as `plan` says. */
export type SqlQuery = { sql: string; params: unknown[]; plan?: QueryOptions['plan'] };

/**
 * Adds each parameter to a query's list and answers its placeholder (`$3`), numbered after
 * `before`: the parameters of a statement this one wraps.
 */
export function parameters(before: readonly unknown[] = []): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [...before];
  return { params, param: (value) => `$${params.push(value)}` };
}

export const column = (name: string, kind: KeyKind): KeyColumn => ({ sql: (alias) => `${alias}.${name}`, kind });

const casts: Record<KeyKind, string> = { time: 'timestamptz', id: 'text', text: 'text', count: 'int' };

/** A timestamp as a cursor holds it: to the microsecond, as text (a JavaScript Date keeps milliseconds only). */
export const timeAsCursorKey = (sql: string): string => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const asCursorKey = (sql: string, kind: KeyKind): string => (kind === 'time' ? timeAsCursorKey(sql) : sql);

/**
 * The keys selected as `key_0`, `key_1`..., for the cursor of the next page, and each row's
 * place in the page as `ordinal` (1, 2...), by which a statement that reads the page's records
 * keeps them in order.
 */
export const keysSelected = (keyset: Keyset, alias: string): string =>
  [
    ...keyset.columns.map((key, index) => `${asCursorKey(key.sql(alias), key.kind)} as key_${index}`),
    `row_number() over (order by ${orderedBy(keyset, alias)}) as ordinal`,
  ].join(', ');

/**
 * The condition that starts a page after the cursor's record; `true` on the first page. Written
 * as "not past the cursor, and not the cursor's record" (its last key names one record), which
 * is the row comparison "past the cursor" read on the same index: PostgreSQL estimates a row
 * comparison by its first key alone, so "<" at a like count of 0 read as "no post has fewer",
 * and the home feed's trending page walked the whole trending index for one author's posts (5 s
 * at 1,000,000 posts) instead of seeking theirs; "<=" is estimated as what it reads.
 */
export function startsAfter(keyset: Keyset, alias: string, page: Page, param: (value: unknown) => string): string {
  if (!page.after) return 'true';
  const keys = keyset.columns.map((key) => key.sql(alias));
  const values = keyset.columns.map((key, index) => `${param(page.after![index])}::${casts[key.kind]}`);
  return `(${keys.join(', ')}) ${keyset.descending ? '<=' : '>='} (${values.join(', ')}) and ${keys.at(-1)} <> ${values.at(-1)}`;
}

export const orderedBy = (keyset: Keyset, alias: string): string =>
  keyset.columns.map((key) => `${key.sql(alias)} ${keyset.descending ? 'desc' : 'asc'}`).join(', ');

export type PageRow = { id: string } & Record<`key_${number}`, CursorKey>;

/**
 * Runs a page query (which selects `id` and the keys, and one row more than the page holds):
 * the page's rows in order (with whatever else the query selects), and the cursor of the next
 * page, null when this one is the last.
 */
export async function readPageRows<Row extends object>(
  db: Queryable,
  query: SqlQuery,
  keyset: Keyset,
  page: Page,
): Promise<{ rows: Array<Row & PageRow>; nextCursor: string | null }> {
  const { rows } = await db.query<Row & PageRow>(query.sql, query.params);
  const shown = rows.slice(0, page.limit);
  return { rows: shown, nextCursor: cursorAfter(keyset, shown.at(-1), rows.length > page.limit) };
}

/** A page query's ids in order, and the cursor of the next page. */
export async function readPage(
  db: Queryable,
  query: SqlQuery,
  keyset: Keyset,
  page: Page,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readPageRows(db, query, keyset, page);
  return { ids: rows.map((row) => row.id), nextCursor };
}

/** The cursor of the page after the one that ends with `last`, when there is more. */
export function cursorAfter(keyset: Keyset, last: PageRow | undefined, more: boolean): string | null {
  if (!more || !last) return null;
  return encodeCursor(
    keyset.list,
    keyset.columns.map((_key, index) => last[`key_${index}`] ?? ''),
  );
}
