import { t } from '@lingui/core/macro';
import type { Feed } from '../../posts';

type ListEndProps = { feed: Feed; onRetry: () => void };

/** The end of a list: the next page loading, or failed with Try again, or the last post reached. */
export function ListEnd({ feed, onRetry }: ListEndProps) {
  if (feed.more === 'loading') {
    return (
      <p className="list-end" role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading more posts…`}
      </p>
    );
  }
  if (feed.more === 'failed') {
    return (
      <div className="list-end" role="alert">
        <p>{t`Could not load more posts.`}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (feed.nextCursor === null && feed.ids.length > 0) return <p className="list-end muted">{t`You have reached the end.`}</p>;
  return null;
}
