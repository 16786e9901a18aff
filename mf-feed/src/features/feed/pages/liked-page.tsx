import { t } from '@lingui/core/macro';
import { useDocumentTitle } from 'shell/document-title';
import type { FeedQuery } from '../../posts';
import { KeptListsNav } from '../components/kept-lists-nav';
import { PostFeed } from '../components/post-feed';

/** Liked posts come latest like first. */
const liked: FeedQuery = { source: { kind: 'liked' }, sort: 'newest' };

/** The posts the signed-in user liked (an app's Favourites). */
export function LikedPage() {
  useDocumentTitle(t`Liked posts`);
  return (
    <section className="feed">
      <h1>{t`Liked posts`}</h1>
      <KeptListsNav />
      <PostFeed query={liked} label={t`Posts you liked`} emptyText={t`No liked posts yet. Posts you like show here.`} />
    </section>
  );
}
