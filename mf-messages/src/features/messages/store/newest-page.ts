import type { PagedList } from 'shell/paged-list';

/**
 * The newest page read again (the live stream said something changed) put above the list shown,
 * merged by id. When it reaches what is shown, the list keeps its older pages and their cursor,
 * and a record that moved up (a conversation with a new message) shows once, in its new place;
 * when it does not, more came than a page holds and it starts the list afresh.
 */
export function withNewestPage(list: PagedList, ids: string[], nextCursor: string | null): PagedList {
  const fresh = new Set(ids);
  if (list.status !== 'loaded' || !list.ids.some((id) => fresh.has(id))) return { ...list, ids, nextCursor, status: 'loaded', error: null };
  return { ...list, ids: [...ids, ...list.ids.filter((id) => !fresh.has(id))] };
}
