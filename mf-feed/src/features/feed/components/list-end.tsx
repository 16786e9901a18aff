import type { Feed } from '../../posts';

type ListEndProps = { feed: Feed; onRetry: () => void };

/** The end of a list: the next page loading, or failed with Try again, or the last post reached. */
export function ListEnd({ feed, onRetry }: ListEndProps) {
  if (feed.more === 'loading') {
    return (
      <p className="list-end" role="status">
        <span className="spinner" aria-hidden="true" /> Loading more posts…
      </p>
    );
  }
  if (feed.more === 'failed') {
    return (
      <div className="list-end" role="alert">
        <p>Could not load more posts.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (feed.nextCursor === null && feed.ids.length > 0) return <p className="list-end muted">You have reached the end.</p>;
  return null;
}
