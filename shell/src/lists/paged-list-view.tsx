import { t } from '@lingui/core/macro';
import { useEffect, type ReactNode } from 'react';
import { LoadFailed, Loading } from '../ui/status';
import type { PagedList } from './paged-list';

type PagedListViewProps = {
  list: PagedList;
  /** What the list is, as "Loading …" and "Could not load …" name it: "the waiting list". */
  label: string;
  /** Said when the list has nothing in it. */
  empty: string;
  /** Asks for a page: `null`, the first (read afresh); a cursor, the next. */
  onLoad: (cursor: string | null) => void;
  /** The list itself, shown once its first page is in and not empty. */
  children: ReactNode;
};

/** One way every list read a page at a time shows (the admin and moderation screens' sections, the notifications): waiting, failed, empty, or its pages with "Show more". */
export function PagedListView({ list, label, empty, onLoad, children }: PagedListViewProps) {
  const { status, ids, nextCursor, more } = list;
  // Every one shown put away while older ones remain: the next page comes by itself, so the list
  // never stands as a lone "Show more" that says nothing of what it would show.
  const nothingLeftShown = status === 'loaded' && ids.length === 0 && nextCursor !== null && more === 'idle';
  useEffect(() => {
    if (nothingLeftShown) onLoad(nextCursor);
  }, [nothingLeftShown, nextCursor, onLoad]);
  if (list.status === 'failed') return <LoadFailed message={list.error ?? t`Could not load ${label}.`} onRetry={() => onLoad(null)} />;
  if (list.status !== 'loaded') return <Loading label={label} />;
  // Empty only when nothing older is left.
  if (ids.length === 0 && nextCursor === null) return <p className="muted">{empty}</p>;
  return (
    <>
      {ids.length > 0 && children}
      {more === 'failed' && <p role="alert">{t`Could not load more of ${label}.`}</p>}
      {nextCursor !== null && (
        <button type="button" className="button" disabled={more === 'loading'} onClick={() => onLoad(nextCursor)}>
          {more === 'loading' ? t`Loading more…` : more === 'failed' ? t`Try again` : t`Show more`}
        </button>
      )}
    </>
  );
}
