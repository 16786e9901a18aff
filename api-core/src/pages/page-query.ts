import { limits } from 'api-contract/limits';
import { succeed, type Result } from 'api-contract/rules/result';
import { decodeCursor } from './cursor';
import type { Keyset, Page } from './keyset';

type PageFields = { limit?: number; cursor?: string };

/**
 * The page a query asks for in `keyset`'s order: the first page of the default size when it
 * names neither, the page after its cursor otherwise. A cursor of another list is a 400.
 */
export function pageOf({ limit, cursor }: PageFields, keyset: Keyset): Result<Page> {
  const size = limit ?? limits.pageSizeDefault;
  if (cursor === undefined) return succeed({ limit: size, after: null });
  const after = decodeCursor(
    cursor,
    keyset.list,
    keyset.columns.map((key) => key.kind),
  );
  return after.ok ? succeed({ limit: size, after: after.value }) : after;
}

/**
 * For a call of the spec's that also pages: a page when the query names a limit (as the
 * contract says), null without one: the spec's shape, at most `unpagedMax` records.
 */
export function pageIfAsked(fields: PageFields, keyset: Keyset): Result<Page | null> {
  return fields.limit === undefined ? succeed(null) : pageOf(fields, keyset);
}

/** What a call of the spec's reads without a limit: the first `unpagedMax` records of its list. */
export const unpaged: Page = { limit: limits.unpagedMax, after: null };
