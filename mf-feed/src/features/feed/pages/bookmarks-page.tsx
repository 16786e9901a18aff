import { t } from '@lingui/core/macro';
import { useDocumentTitle } from 'shell/document-title';
import type { FeedQuery } from '../../posts';
import { KeptListsNav } from '../components/kept-lists-nav';
import { PostFeed } from '../components/post-feed';

/** Bookmarks come latest first. */
const bookmarked: FeedQuery = { source: { kind: 'bookmarked' }, sort: 'newest' };

/** The posts the signed-in user bookmarked. */
export function BookmarksPage() {
  useDocumentTitle(t`Bookmarks`);
  return (
    <section className="feed">
      <h1>{t`Bookmarks`}</h1>
      <KeptListsNav />
      <PostFeed query={bookmarked} label={t`Bookmarked posts`} emptyText={t`Nothing in bookmarks`} />
    </section>
  );
}
