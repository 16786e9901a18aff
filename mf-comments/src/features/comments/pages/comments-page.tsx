import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'shell/router';
import { useFeedComponents } from 'mf-feed/feed-contract';
import { fetchPosts, type PostsState } from 'mf-feed/posts';
import { useDocumentTitle } from 'shell/document-title';
import { ErrorBoundary } from 'shell/error-boundary';
import { RemoteUnavailable } from 'shell/remote-status';
import { LoadFailed, Loading } from 'shell/status';
import { CommentForm } from '../components/comment-form';
import { CommentList } from '../components/comment-list';
import { fetchComments, selectPostComments } from '../store/comments-slice';
import '../comments.css';

const selectPost = (postId: string) => (state: { posts?: PostsState }) => state.posts?.posts.find((post) => post.id === postId);

export function CommentsPage() {
  const { postId = '' } = useParams();
  useDocumentTitle('Comments');
  const dispatch = useDispatch();
  const { comments, status, error, errorStatus } = useSelector(selectPostComments(postId));
  const retry = () => dispatch(fetchComments.request({ postId }));
  const post = useSelector(selectPost(postId));
  const feed = useFeedComponents();
  const feedReady = feed.status === 'ready';

  useEffect(() => {
    dispatch(fetchComments.request({ postId }));
  }, [dispatch, postId]);
  useEffect(() => {
    if (feedReady) dispatch(fetchPosts.request());
  }, [dispatch, feedReady]);

  if (status === 'failed') {
    return (
      <section className="comments-page">
        <h1>Comments</h1>
        <LoadFailed message={error ?? 'Could not load the comments.'} onRetry={errorStatus === 404 ? undefined : retry} />
      </section>
    );
  }

  return (
    <section className="comments-page">
      <h1>Comments</h1>
      {feed.status === 'loading' && <Loading label="the post" />}
      {feed.status === 'failed' && <RemoteUnavailable label="The post" onRetry={feed.retry} />}
      {feed.status === 'ready' && post && (
        <ErrorBoundary label="The post" resetKey={post}>
          <feed.components.PostCard post={post} />
        </ErrorBoundary>
      )}
      <CommentForm postId={postId} />
      {status === 'loading' ? (
        <Loading label="comments" />
      ) : (
        <CommentList postId={postId} postAuthor={post?.username ?? ''} comments={comments} />
      )}
    </section>
  );
}
