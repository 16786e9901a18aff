import { useState } from 'react';
import type { PostVisibility } from 'api-contract/entities';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from 'react-redux';
import { postPath, profilePath } from 'shell/paths';
import { formatRelativeTime } from 'shell/relative-time';
import { MediaElsewhereLinks } from 'shell/media-elsewhere';
import { ElsewhereText, RichText, TextWithEmojis } from 'shell/rich-text';
import { Link } from 'shell/router';
import { ContentWarning, SensitiveMediaWarning } from 'shell/warning';
import { selectUserByUsername } from 'shell/users';
import { selectPost, formatPostDate, type PostRecord } from '../posts';
import { PostActions } from './post-actions';
import { PostIcon } from './post-icons';
import { PostImages } from './post-images';
import { PostMenu } from './post-menu';
import { Avatar } from 'shell/avatar';
import { PostHistoryDialog } from '../history';
import { useRepostersShown } from './reposters-shown';
import './post-card.css';

export type PostCardProps = { postId: string };

/** How many likers the card names; the rest are counted ("and 12 others"). */
const likersNamed = 3;

/**
 * The one post card of the app: the feed, profiles and the comments page all show this. It
 * draws the post the page keeps under `postId` (nothing until the page has it).
 */
export function PostCard({ postId }: PostCardProps) {
  const post = useSelector(selectPost(postId));
  const author = useSelector(selectUserByUsername(post?.username ?? ''));
  const [shown, setShown] = useState(false);
  const [mediaShown, setMediaShown] = useState(false);
  const repostersShown = useRepostersShown();
  if (!post) return null;
  const hidden = post.contentWarning !== '' && !shown;
  const sensitive = sensitiveMedia(post);
  const mediaHidden = hidden || (sensitive && !mediaShown);
  const { likeCount } = post.likes;
  const { repostCount } = post;
  return (
    <article className="post-card" aria-labelledby={`post-${post._id}-caption`}>
      {repostersShown && post.repostedBy.length > 0 && <RepostedBy post={post} />}
      <header className="post-card__header">
        <Avatar person={author ?? { firstName: post.firstName, username: post.username }} />
        <div>
          <Link to={profilePath(post.username)} className="post-card__author" dir="auto">
            <TextWithEmojis text={post.firstName} emojis={post.elsewhere?.authorEmojis} />
          </Link>{' '}
          <span className="muted" dir="auto">
            @{post.username}
          </span>
          <div className="muted post-card__date">
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            {post.editedAt && <EditedMark post={post} />}
            {post.visibility !== 'public' && <AudienceMark visibility={post.visibility} />}
          </div>
        </div>
        <PostMenu post={post} />
      </header>
      {post.contentWarning && (
        <ContentWarning
          text={post.contentWarning}
          emojis={post.elsewhere?.emojis}
          shown={shown}
          onToggle={() => setShown(!shown)}
          showWords={t`Show post`}
          hideWords={t`Hide post`}
        />
      )}
      {sensitive && <SensitiveMediaWarning shown={mediaShown} onToggle={() => setMediaShown(!mediaShown)} />}
      {!mediaHidden && <PostImages images={post.images} fallbackAlt={post.caption || post.content} />}
      {post.elsewhere ? (
        <ElsewherePost post={post} hidden={hidden} mediaHidden={mediaHidden} />
      ) : (
        <>
          <h2 className="post-card__caption" id={`post-${post._id}-caption`} dir="auto">
            <RichText text={post.caption} />
          </h2>
          {!hidden && (
            <p className="post-card__content" dir="auto">
              <RichText text={post.content} />
            </p>
          )}
        </>
      )}
      <PostActions post={post} />
      <p className="post-card__likes">
        {plural(likeCount, { one: '# like', other: '# likes' })}
        {repostCount > 0 && <span className="post-card__reposts"> · {plural(repostCount, { one: '# repost', other: '# reposts' })}</span>}
      </p>
      <LikedBy post={post} />
    </article>
  );
}

/**
 * The text of a post of another server, which has no caption: the card is named by its author,
 * and links to where people read it on its server, and to what it answers when it is a reply
 * (passed on by someone the reader follows, or a direct reply): here when that is kept here,
 * else on its server.
 */
function ElsewherePost({ post, hidden, mediaHidden }: { post: PostRecord; hidden: boolean; mediaHidden: boolean }) {
  const elsewhere = post.elsewhere!;
  return (
    <>
      <h2 className="visually-hidden" id={`post-${post._id}-caption`}>
        {t`Post by @${post.username}`}
      </h2>
      {elsewhere.inReplyTo && (
        <p className="muted post-card__in-reply-to">
          {elsewhere.inReplyToHere ? (
            <InReplyToHere answered={elsewhere.inReplyToHere} />
          ) : (
            <a href={elsewhere.inReplyTo} rel="nofollow noopener noreferrer" target="_blank">
              {t`In reply to a post`}
            </a>
          )}
        </p>
      )}
      {!hidden && (
        <>
          <div className="post-card__content post-card__content--elsewhere" dir="auto">
            <ElsewhereText html={elsewhere.html} emojis={elsewhere.emojis} />
          </div>
          {!mediaHidden && <MediaElsewhereLinks media={elsewhere.media} />}
        </>
      )}
      {elsewhere.url && (
        <p className="muted">
          <a href={elsewhere.url} rel="nofollow noopener noreferrer" target="_blank">
            {t`Open on their server`}
          </a>
        </p>
      )}
    </>
  );
}

/** The link to the post kept here that a post of elsewhere answers, named by its author (as "Replying to" on other apps). */
function InReplyToHere({ answered }: { answered: NonNullable<NonNullable<PostRecord['elsewhere']>['inReplyToHere']> }) {
  const username = answered.author.username;
  return <Link to={postPath(answered.postId)}>{t`In reply to @${username}`}</Link>;
}

/**
 * Whether the card hides a post's media behind a button of their own: a post of elsewhere whose
 * author marked them sensitive, with no content warning (which hides them with the text already).
 */
function sensitiveMedia(post: PostRecord): boolean {
  const { elsewhere } = post;
  if (!elsewhere?.sensitive || post.contentWarning !== '') return false;
  return post.images.length > 0 || elsewhere.media.length > 0;
}

/** Beside the date of a post that is not public: who it is for. */
function AudienceMark({ visibility }: { visibility: Exclude<PostVisibility, 'public'> }) {
  return (
    <>
      {' · '}
      <span className="post-card__audience">{visibility === 'followers' ? t`Followers only` : t`Mentioned people only`}</span>
    </>
  );
}

/** "edited" and when, beside the post's date: it opens what the post said before each edit. */
function EditedMark({ post }: { post: PostRecord }) {
  const [open, setOpen] = useState(false);
  const editedAt = post.editedAt!;
  const relativeTime = formatRelativeTime(editedAt);
  const date = formatPostDate(editedAt);
  return (
    <>
      {' · '}
      <button type="button" className="post-card__edited" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>
          edited <time dateTime={editedAt}>{relativeTime}</time>
          <span className="visually-hidden">, {date}: see the earlier versions</span>
        </Trans>
      </button>
      {open && <PostHistoryDialog post={post} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Names linked to their profiles, between the separator of a list of names. */
function NameLinks({ people }: { people: ReadonlyArray<{ _id: string; username: string }> }) {
  const separator = t({ message: ', ', comment: 'Between two names in a list: "Liked by ana, omar and 3 others"' });
  return (
    <>
      {people.map((ref, index) => (
        <span key={ref._id}>
          {index > 0 && separator}
          <Link to={profilePath(ref.username)} dir="auto">
            {ref.username}
          </Link>
        </span>
      ))}
    </>
  );
}

/** Above a post the home feed shows because people the reader follows reposted it: who they are. */
function RepostedBy({ post }: { post: PostRecord }) {
  const names = <NameLinks people={post.repostedBy} />;
  return (
    <p className="post-card__reposted-by muted">
      <PostIcon name="repost" />
      <span>
        <Trans>Reposted by {names}</Trans>
      </span>
    </p>
  );
}

/**
 * The latest likers by name, linked to their profiles, and how many more there are: the post
 * carries the latest few likers and the exact count.
 */
function LikedBy({ post }: { post: PostRecord }) {
  const { likeCount, likedBy } = post.likes;
  if (likeCount === 0) return <p className="muted">{t`Be the first to like`}</p>;
  const named = likedBy.slice(0, likersNamed);
  const others = likeCount - named.length;
  // The names are one placeholder of the sentence, whatever their number (at most `likersNamed`).
  const names = <NameLinks people={named} />;
  if (named.length === 0) {
    return <p className="post-card__liked-by">{plural(others, { one: 'Liked by # person', other: 'Liked by # people' })}</p>;
  }
  return (
    <p className="post-card__liked-by">
      {others > 0 ? (
        <Trans>
          Liked by {names} and <Plural value={others} one="# other" other="# others" />
        </Trans>
      ) : (
        <Trans>Liked by {names}</Trans>
      )}
    </p>
  );
}
