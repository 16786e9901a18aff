import type { Comment } from 'api-contract/entities';
import { MediaElsewhereLinks } from 'shell/media-elsewhere';
import { ElsewhereText, RichText } from 'shell/rich-text';

type CommentTextProps = { text: string; elsewhere?: Comment['elsewhere'] };

/**
 * What a comment or a reply says, with its @mentions linking to profiles and its #tags to their
 * pages (the shell's RichText, read by the contract's one parser): the one place its words are
 * drawn. A reply from another server is drawn from the HTML its server wrote, as it was kept,
 * with links to what it carries (its images too: a comment shows none of its own).
 */
export function CommentText({ text, elsewhere }: CommentTextProps) {
  if (elsewhere) {
    return (
      <>
        <div className="comment__text" dir="auto">
          <ElsewhereText html={elsewhere.html} emojis={elsewhere.emojis} />
        </div>
        <MediaElsewhereLinks media={elsewhere.media} />
      </>
    );
  }
  return (
    <p className="comment__text" dir="auto">
      <RichText text={text} />
    </p>
  );
}
