import { RichText } from 'shell/rich-text';

type CommentTextProps = { text: string };

/**
 * What a comment or a reply says, with its @mentions linking to profiles and its #tags to their
 * pages (the shell's RichText, read by the contract's one parser): the one place its words are drawn.
 */
export function CommentText({ text }: CommentTextProps) {
  return (
    <p className="comment__text" dir="auto">
      <RichText text={text} />
    </p>
  );
}
