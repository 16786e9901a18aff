import { useDocumentTitle } from 'shell/document-title';
import { PostList } from '../../posts/components/post-list';
import { useFeedData } from '../use-feed-data';

/** Every post on the network. */
export function ExplorePage() {
  useDocumentTitle('Explore');
  const { posts, isLoading, errorMessage, retry } = useFeedData();
  return (
    <section className="feed">
      <h1>Explore</h1>
      <PostList posts={posts} label="All posts" isLoading={isLoading} errorMessage={errorMessage} emptyText="No posts yet." onRetry={retry} />
    </section>
  );
}
