import { useSelector } from 'react-redux';
import { Link } from 'shell/router';
import type { Post } from 'api-contract/entities';
import { selectUserByUsername } from 'shell/users';
import { formatPostDate } from './format-post-date';
import { PostActions } from './post-actions';
import { PostMenu } from './post-menu';
import './post-card.css';

export type PostCardProps = { post: Post };

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** The one post card of the app: the feed, profiles and the comments page all show this. */
export function PostCard({ post }: PostCardProps) {
  const author = useSelector(selectUserByUsername(post.username));
  const { likeCount, likedBy } = post.likes;
  return (
    <article className="post-card" aria-labelledby={`post-${post._id}-caption`}>
      <header className="post-card__header">
        {author?.img ? <img src={author.img} alt="" className="avatar" /> : <span className="avatar avatar--empty" aria-hidden="true" />}
        <div>
          <Link to={profilePath(post.username)} className="post-card__author">
            {post.firstName}
          </Link>{' '}
          <span className="muted">@{post.username}</span>
          <div className="muted post-card__date">
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          </div>
        </div>
        <PostMenu post={post} />
      </header>
      {post.img && <img src={post.img} alt={post.caption} className="post-card__image" />}
      <h2 className="post-card__caption" id={`post-${post._id}-caption`}>
        {post.caption}
      </h2>
      <p className="post-card__content">{post.content}</p>
      <PostActions post={post} />
      <p className="post-card__likes">
        {likeCount} {likeCount === 1 ? 'like' : 'likes'}
      </p>
      {likedBy.length === 0 ? (
        <p className="muted">Be the first to like</p>
      ) : (
        <p className="post-card__liked-by">
          Liked by{' '}
          {likedBy.map((ref, index) => (
            <span key={ref._id}>
              {index > 0 && ', '}
              <Link to={profilePath(ref.username)}>{ref.username}</Link>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}
