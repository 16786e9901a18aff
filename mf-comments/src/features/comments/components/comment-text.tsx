import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Comment } from 'api-contract/entities';
import { MediaElsewhereLinks } from 'shell/media-elsewhere';
import { ElsewhereText, RichText } from 'shell/rich-text';
import { ContentWarning, SensitiveMediaWarning } from 'shell/warning';
import { CommentImages } from './comment-images';

type CommentTextProps =
  | { text: string; elsewhere?: undefined }
  | {
      text: string;
      elsewhere: Comment['elsewhere'];
      /** Its author's name (`bob@peer.example`), which a reply of elsewhere's undescribed images say. */
      username: string;
    };

/**
 * What a comment or a reply says, with its @mentions linking to profiles and its #tags to their
 * pages (the shell's RichText, read by the contract's one parser): the one place its words are
 * drawn. A reply from another server is drawn from the HTML its server wrote, as it was kept,
 * with the images it shows (copied here) and links to what else it carries.
 */
export function CommentText(props: CommentTextProps) {
  if (props.elsewhere) return <ReplyElsewhere elsewhere={props.elsewhere} username={props.username} />;
  return (
    <p className="comment__text" dir="auto">
      <RichText text={props.text} />
    </p>
  );
}

/**
 * A reply of another server: behind its content warning until the reader shows it, as a post of
 * elsewhere is (its words, its images and what else it carries); without a warning, its images
 * and what else it carries behind the mark its author put on them, when they marked them
 * sensitive. Its images come first, then the links to the rest.
 */
function ReplyElsewhere({ elsewhere, username }: { elsewhere: NonNullable<Comment['elsewhere']>; username: string }) {
  const [shown, setShown] = useState(false);
  const [mediaShown, setMediaShown] = useState(false);
  const warned = elsewhere.contentWarning !== '';
  const sensitive = !warned && elsewhere.sensitive && (elsewhere.images.length > 0 || elsewhere.media.length > 0);
  const hidden = warned && !shown;
  return (
    <>
      {warned && (
        <ContentWarning
          text={elsewhere.contentWarning}
          emojis={elsewhere.emojis}
          shown={shown}
          onToggle={() => setShown(!shown)}
          showWords={t`Show comment`}
          hideWords={t`Hide comment`}
        />
      )}
      {!hidden && (
        <div className="comment__text" dir="auto">
          <ElsewhereText html={elsewhere.html} emojis={elsewhere.emojis} />
        </div>
      )}
      {sensitive && <SensitiveMediaWarning shown={mediaShown} onToggle={() => setMediaShown(!mediaShown)} />}
      {!hidden && !(sensitive && !mediaShown) && (
        <>
          <CommentImages images={elsewhere.images} username={username} />
          <MediaElsewhereLinks media={elsewhere.media} />
        </>
      )}
    </>
  );
}
