import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
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
  if (list.status === 'failed') return <LoadFailed message={list.error ?? t`Could not load ${label}.`} onRetry={() => onLoad(null)} />;
  if (list.status !== 'loaded') return <Loading label={label} />;
  const { nextCursor } = list;
  // Empty only when nothing older is left: every one shown put away still leaves Show more.
  if (list.ids.length === 0 && nextCursor === null) return <p className="muted">{empty}</p>;
  return (
    <>
      {list.ids.length > 0 && children}
      {list.more === 'failed' && <p role="alert">{t`Could not load more of ${label}.`}</p>}
      {nextCursor !== null && (
        <button type="button" className="button" disabled={list.more === 'loading'} onClick={() => onLoad(nextCursor)}>
          {list.more === 'loading' ? t`Loading more…` : list.more === 'failed' ? t`Try again` : t`Show more`}
        </button>
      )}
    </>
  );
}
