import { useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { selectCurrentUser } from 'shell/session';
import { PostList } from '../../posts/components/post-list';
import { useFeedData } from '../use-feed-data';

/** The signed-in user's own posts and those of the people they follow. */
export function HomePage() {
  useDocumentTitle('Home');
  const me = useSelector(selectCurrentUser);
  const { posts, isLoading, errorMessage, retry } = useFeedData();
  const shown = new Set([me?.username, ...(me?.following.map((ref) => ref.username) ?? [])]);
  const feed = posts.filter((post) => shown.has(post.username));

  return (
    <section className="feed">
      <h1 className="feed__greeting">Hello, {me?.username}</h1>
      <PostList
        posts={feed}
        label="Your feed"
        isLoading={isLoading}
        errorMessage={errorMessage}
        emptyText="Your feed is empty. Follow people or write your first post."
        onRetry={retry}
      />
    </section>
  );
}
