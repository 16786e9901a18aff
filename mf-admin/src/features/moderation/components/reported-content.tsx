import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReportCase } from 'api-contract/entities';
import { MediaElsewhereLinks } from 'shell/media-elsewhere';
import { Link } from 'shell/router';
import { postPath, profilePath } from '../paths';

const goneWords = {
  post: msg`This post no longer exists.`,
  comment: msg`This comment no longer exists.`,
  user: msg`This account no longer exists.`,
  message: msg`This message no longer exists.`,
};

/**
 * The messages before a reported one, as they were when it was reported: all a moderator reads of
 * its conversation, to tell what it answered.
 */
function MessageContext({ context }: { context: NonNullable<ReportCase['content']['context']> }) {
  if (context.length === 0) return <p className="moderation-case__context-none">{t`Nothing was written before it.`}</p>;
  return (
    <ol className="moderation-case__context" aria-label={t`The messages before it`}>
      {context.map((message) => (
        <li key={`${message.createdAt}-${message.author._id}`} dir="auto">
          <span className="moderation-case__context-author">@{message.author.username}</span> {message.text}
        </li>
      ))}
    </ol>
  );
}

/** Where a moderator reads what was reported in its place: the post (a comment's too), or the profile. */
function ContextLink({ reported }: { reported: ReportCase }) {
  const { targetType, content, author } = reported;
  if (targetType === 'user') return <Link to={profilePath(author.username)}>{t`Open the profile`}</Link>;
  if (content.postId === null) return null;
  return <Link to={postPath(content.postId)}>{targetType === 'post' ? t`Open the post` : t`Open its post`}</Link>;
}

/** A reported message's or post's picture, described in its writer's words (or said to be undescribed). */
function ReportedImage({ image }: { image: NonNullable<ReportCase['content']['image']> }) {
  return image.alt === '' ? (
    <img className="moderation-case__image" src={image.url} alt={t`No description given`} />
  ) : (
    <img className="moderation-case__image" src={image.url} alt={image.alt} dir="auto" />
  );
}

/**
 * What was reported, as it was when first reported (the case keeps it, so a removed or edited
 * thing still reads as reported): a post's caption and content, a comment's text, a person's
 * name and bio, a message's text and picture after the messages before it; a post's pictures
 * while it is there; and whether it still exists, with a link to it while it does.
 */
export function ReportedContent({ reported }: { reported: ReportCase }) {
  const { targetType, content } = reported;
  return (
    <div className="moderation-case__content">
      {content.context && <MessageContext context={content.context} />}
      {content.title && (
        <p className="moderation-case__title" dir="auto">
          {content.title}
        </p>
      )}
      {content.text && (
        <p className="moderation-case__text" dir="auto">
          {content.text}
        </p>
      )}
      {content.image && <ReportedImage image={content.image} />}
      {content.images && content.images.length > 0 && (
        <>
          {/* The words are the case's, kept as reported; the pictures are the post's now (an edit may have changed them). */}
          <p className="muted">{t`Its pictures, as the post shows them now:`}</p>
          {content.images.map((image) => (
            <ReportedImage key={image.id} image={image} />
          ))}
        </>
      )}
      {content.media && <MediaElsewhereLinks media={content.media} />}
      {content.exists ? <ContextLink reported={reported} /> : <p className="moderation-case__gone">{i18n._(goneWords[targetType])}</p>}
    </div>
  );
}
