import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Comment } from 'api-contract/entities';
import { MediaElsewhereLinks } from 'shell/media-elsewhere';
import { ElsewhereText, RichText } from 'shell/rich-text';
import { ContentWarning, SensitiveMediaWarning } from 'shell/warning';

type CommentTextProps = { text: string; elsewhere?: Comment['elsewhere'] };

/**
 * What a comment or a reply says, with its @mentions linking to profiles and its #tags to their
 * pages (the shell's RichText, read by the contract's one parser): the one place its words are
 * drawn. A reply from another server is drawn from the HTML its server wrote, as it was kept,
 * with links to what it carries (its images too: a comment shows none of its own).
 */
export function CommentText({ text, elsewhere }: CommentTextProps) {
  if (elsewhere) return <ReplyElsewhere elsewhere={elsewhere} />;
  return (
    <p className="comment__text" dir="auto">
      <RichText text={text} />
    </p>
  );
}

/**
 * A reply of another server: behind its content warning until the reader shows it, as a post of
 * elsewhere is (its words and what it carries); without a warning, what it carries behind the
 * mark its author put on it, when they marked it sensitive.
 */
function ReplyElsewhere({ elsewhere }: { elsewhere: NonNullable<Comment['elsewhere']> }) {
  const [shown, setShown] = useState(false);
  const [mediaShown, setMediaShown] = useState(false);
  const warned = elsewhere.contentWarning !== '';
  const sensitive = !warned && elsewhere.sensitive && elsewhere.media.length > 0;
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
      {!hidden && !(sensitive && !mediaShown) && <MediaElsewhereLinks media={elsewhere.media} />}
    </>
  );
}
