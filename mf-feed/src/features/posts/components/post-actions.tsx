import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { Post } from 'mock-api/entities';
import { selectCurrentUser } from 'shell/session';
import { bookmarkPost, dislikePost, likePost, removeBookmark, selectBookmarks, selectIsPostPending } from '../store/posts-slice';
import { PostIcon } from './post-icons';

type PostActionsProps = { post: Post };

/** Like, comment and bookmark. Liked means the signed-in user is among the likers. */
export function PostActions({ post }: PostActionsProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const bookmarked = useSelector(selectBookmarks).includes(post._id);
  const pending = useSelector(selectIsPostPending(post._id));
  const liked = post.likes.likedBy.some((ref) => ref._id === me?._id);
  const target = { postId: post._id };
  const vote = { postId: post._id, user: { _id: me?._id ?? '', username: me?.username ?? '' } };

  return (
    <div className="post-card__actions">
      <button
        type="button"
        className="icon-button"
        aria-pressed={liked}
        aria-label={liked ? 'Unlike' : 'Like'}
        disabled={pending}
        onClick={() => dispatch(liked ? dislikePost.request(vote) : likePost.request(vote))}
      >
        <PostIcon name={liked ? 'heart-filled' : 'heart'} />
      </button>
      <Link className="icon-button" to={`/comments/${encodeURIComponent(post.id)}`} aria-label={`Comments (${post.comments.length})`}>
        <PostIcon name="comment" />
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-pressed={bookmarked}
        aria-label={bookmarked ? 'Remove bookmark' : 'Bookmark'}
        disabled={pending}
        onClick={() => dispatch(bookmarked ? removeBookmark.request(target) : bookmarkPost.request(target))}
      >
        <PostIcon name={bookmarked ? 'bookmark-filled' : 'bookmark'} />
      </button>
    </div>
  );
}
