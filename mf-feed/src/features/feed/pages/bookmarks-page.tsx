import { useDocumentTitle } from 'shell/document-title';
import { PostList } from '../../posts/components/post-list';
import { useFeedData } from '../use-feed-data';

export function BookmarksPage() {
  useDocumentTitle('Bookmarks');
  const { posts, bookmarks, isLoading, errorMessage, retry } = useFeedData();
  const saved = posts.filter((post) => bookmarks.includes(post._id));
  return (
    <section className="feed">
      <h1>Bookmarks</h1>
      <PostList
        posts={saved}
        label="Bookmarked posts"
        isLoading={isLoading}
        errorMessage={errorMessage}
        emptyText="Nothing in bookmarks"
        onRetry={retry}
      />
    </section>
  );
}
