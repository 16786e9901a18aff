import { useDocumentTitle } from 'shell/document-title';
import { PostList } from '../../posts/components/post-list';
import { SortButtons } from '../components/sort-buttons';
import { useFeedData } from '../use-feed-data';
import { useSortedPosts } from '../use-sorted-posts';
import '../feed.css';

/** Every post on the network. */
export function ExplorePage() {
  useDocumentTitle('Explore');
  const { posts, isLoading, errorMessage, retry } = useFeedData();
  const { order, setOrder, sorted } = useSortedPosts(posts);
  return (
    <section className="feed">
      <h1>Explore</h1>
      <SortButtons order={order} onChange={setOrder} />
      <PostList
        posts={sorted}
        label="All posts"
        isLoading={isLoading}
        errorMessage={errorMessage}
        emptyText="No posts yet."
        onRetry={retry}
      />
    </section>
  );
}
