import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'shell/router';
import { useFeedRemote, type FeedExports } from 'mf-feed/feed-contract';
import { useDocumentTitle } from 'shell/document-title';
import { ErrorBoundary } from 'shell/error-boundary';
import { RemoteUnavailable } from 'shell/remote-status';
import { LoadFailed, Loading } from 'shell/status';
import { CommentForm } from '../components/comment-form';
import { CommentList } from '../components/comment-list';
import { fetchComments } from '../store/comments-actions';
import { selectCommentThread } from '../store/comments-slice';
import '../comments.css';

/** Until mf-feed's module is here, the page has no posts of its own to show, nor asked for one. */
const noPost: ReturnType<FeedExports['posts']['selectPost']> = () => undefined;
const noLookup: ReturnType<FeedExports['posts']['selectPostLookup']> = () => undefined;

export function CommentsPage() {
  const { postId = '' } = useParams();
  useDocumentTitle(t`Comments`);
  const dispatch = useDispatch();
  const thread = useSelector(selectCommentThread(postId));
  const retry = () => dispatch(fetchComments.request({ postId, cursor: null }));
  const feed = useFeedRemote();
  const feedPosts = feed.status === 'ready' ? feed.posts : null;
  const post = useSelector(feedPosts ? feedPosts.selectPost(postId) : noPost);
  const lookup = useSelector(feedPosts ? feedPosts.selectPostLookup(postId) : noLookup);
  // The page shows as a whole once the post has come (or cannot): the card arriving above the
  // comments would push them down the screen under the reader's eyes. Only the first time for a
  // post: asking for it again (Try again) keeps the form and what is typed in it.
  const postSettled = feed.status === 'failed' || post !== undefined || (lookup !== undefined && lookup.status !== 'loading');
  const [settledFor, setSettledFor] = useState<string | null>(null);
  if (postSettled && settledFor !== postId) setSettledFor(postId);

  useEffect(() => {
    dispatch(fetchComments.request({ postId, cursor: null }));
  }, [dispatch, postId]);
  // The post is mf-feed's state: ask for it once mf-feed's module (and saga) is registered.
  useEffect(() => {
    if (feedPosts) dispatch(feedPosts.fetchPost(postId));
  }, [dispatch, feedPosts, postId]);

  if (thread.status === 'failed') {
    return (
      <section className="comments-page">
        <h1>{t`Comments`}</h1>
        <LoadFailed message={thread.error ?? t`Could not load the comments.`} onRetry={thread.errorStatus === 404 ? undefined : retry} />
      </section>
    );
  }

  if (!postSettled && settledFor !== postId) {
    return (
      <section className="comments-page">
        <h1>{t`Comments`}</h1>
        <Loading label={t({ message: 'the post', comment: 'Completes the shell\'s "Loading {label}…"' })} />
      </section>
    );
  }

  const thePost = t({
    message: 'The post',
    comment: 'Starts the shell\'s "{label} is unavailable right now." and "{label} could not be shown."',
  });
  return (
    <section className="comments-page">
      <h1>{t`Comments`}</h1>
      {feed.status === 'failed' && <RemoteUnavailable label={thePost} onRetry={feed.retry} />}
      {feedPosts && lookup?.status === 'failed' && (
        <LoadFailed message={lookup.error ?? t`Could not load the post.`} onRetry={() => dispatch(feedPosts.fetchPost(postId))} />
      )}
      {feed.status === 'ready' && post && (
        <ErrorBoundary label={thePost} resetKey={post}>
          <feed.components.PostCard postId={post._id} />
        </ErrorBoundary>
      )}
      <CommentForm postId={postId} />
      {thread.status === 'loading' ? (
        <Loading label={t({ message: 'comments', comment: 'Completes the shell\'s "Loading {label}…"' })} />
      ) : (
        <CommentList postId={postId} postAuthor={post?.username ?? ''} thread={thread} />
      )}
    </section>
  );
}
