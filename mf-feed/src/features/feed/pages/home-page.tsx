import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { selectCurrentUser, selectSignedIn } from 'shell/session';
import { UserSearch } from 'shell/user-search';
import { PostEditorDialog } from '../../editor/post-editor-dialog';
import { PostList } from '../../posts/components/post-list';
import { PopularActivities } from '../components/popular-activities';
import { SortButtons } from '../components/sort-buttons';
import { useFeedData } from '../use-feed-data';
import { useSortedPosts } from '../use-sorted-posts';
import '../feed.css';

/** The signed-in user's own posts and those of the people they follow. */
export function HomePage() {
  useDocumentTitle('Home');
  const me = useSelector(selectSignedIn);
  const profile = useSelector(selectCurrentUser);
  const [writing, setWriting] = useState(false);
  const { posts, isLoading, errorMessage, retry } = useFeedData();
  const shown = new Set([me?.username, ...(profile?.following.map((ref) => ref.username) ?? [])]);
  const { order, setOrder, sorted } = useSortedPosts(posts.filter((post) => shown.has(post.username)));

  return (
    <div className="home">
      <section className="feed">
        <UserSearch />
        <div className="feed__head">
          <h1 className="feed__greeting">Hello, {me?.username}</h1>
          <button type="button" className="button" onClick={() => setWriting(true)}>
            + New post
          </button>
        </div>
        <SortButtons order={order} onChange={setOrder} />
        <PostList
          posts={sorted}
          label="Your feed"
          isLoading={isLoading}
          errorMessage={errorMessage}
          emptyText="Your feed is empty. Follow people or write your first post."
          onRetry={retry}
        />
      </section>
      <PopularActivities />
      {writing && <PostEditorDialog onClose={() => setWriting(false)} />}
    </div>
  );
}
