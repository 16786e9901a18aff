import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { PostFeed } from '../../feed';
import type { FeedQuery } from '../../posts';

type PostResultsProps = { q: string };

/** The posts whose caption or content hold the words of `q`, best match first, paged as every list of posts. */
export function PostResults({ q }: PostResultsProps) {
  // The server ranks the results; the sort is the list's key only.
  const query = useMemo<FeedQuery>(() => ({ source: { kind: 'search', q }, sort: 'newest' }), [q]);
  if (!q) {
    return (
      <p className="muted">
        {t`Type words to find posts: any form of a word finds it, "a phrase" in quotes finds those words together, and -word leaves out the posts with that word.`}
      </p>
    );
  }
  return <PostFeed query={query} label={t`Posts matching "${q}"`} emptyText={t`No posts match "${q}".`} />;
}
