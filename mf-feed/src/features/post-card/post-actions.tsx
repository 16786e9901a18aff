import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'shell/router';
import { newChangeId } from 'shell/pending-changes';
import { selectSignedIn } from 'shell/session';
import {
  selectIsPostPending,
  bookmarkPost,
  dislikePost,
  likePost,
  removeBookmark,
  repostPost,
  unrepostPost,
  type PostRecord,
} from '../posts';
import { PostIcon } from './post-icons';

type ToggleIconButtonProps = {
  on: boolean;
  labels: [off: string, on: string];
  icons: [off: Parameters<typeof PostIcon>[0]['name'], on: Parameters<typeof PostIcon>[0]['name']];
  disabled: boolean;
  onToggle: () => void;
};

/** An icon button that is pressed or not (like, bookmark), named for what a press does. */
function ToggleIconButton({ on, labels, icons, disabled, onToggle }: ToggleIconButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={on}
      aria-label={on ? labels[1] : labels[0]}
      disabled={disabled}
      onClick={onToggle}
    >
      <PostIcon name={on ? icons[1] : icons[0]} />
    </button>
  );
}

type PostActionsProps = { post: PostRecord };

/** Like, comment, repost and bookmark, as the signed-in user did them (the server says, per post). */
export function PostActions({ post }: PostActionsProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const pending = useSelector(selectIsPostPending(post._id));
  const liked = post.likedByMe === true;
  const bookmarked = post.bookmarkedByMe === true;
  const reposted = post.repostedByMe === true;
  const { commentCount } = post;
  const target = () => ({ postId: post._id, changeId: newChangeId() });
  const vote = () => ({ ...target(), user: me ?? { _id: '', username: '' } });

  return (
    <div className="post-card__actions">
      <ToggleIconButton
        on={liked}
        labels={[t`Like`, t`Unlike`]}
        icons={['heart', 'heart-filled']}
        disabled={pending}
        onToggle={() => dispatch(liked ? dislikePost.request(vote()) : likePost.request(vote()))}
      />
      <Link className="icon-button" to={`/comments/${encodeURIComponent(post.id)}`} aria-label={t`Comments (${commentCount})`}>
        <PostIcon name="comment" />
      </Link>
      <ToggleIconButton
        on={reposted}
        labels={[
          post.visibility === 'public'
            ? t({ message: 'Repost', context: 'verb: the button that reposts a post' })
            : t`Only public posts can be reposted`,
          t`Undo repost`,
        ]}
        icons={['repost', 'repost-done']}
        disabled={pending || (post.visibility !== 'public' && !reposted)}
        onToggle={() => dispatch(reposted ? unrepostPost.request(target()) : repostPost.request(target()))}
      />
      <ToggleIconButton
        on={bookmarked}
        labels={[t({ message: 'Bookmark', context: 'verb: the button that bookmarks a post' }), t`Remove bookmark`]}
        icons={['bookmark', 'bookmark-filled']}
        disabled={pending}
        onToggle={() => dispatch(bookmarked ? removeBookmark.request(target()) : bookmarkPost.request(target()))}
      />
    </div>
  );
}
