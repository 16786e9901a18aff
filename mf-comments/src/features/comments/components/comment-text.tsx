type CommentTextProps = { text: string };

/**
 * What a comment or a reply says. The one place its words are drawn: when the shell gains its
 * RichText (@mentions linking to profiles, #tags to their pages, read by the contract's one
 * parser), it replaces the plain text here, for comments and replies alike.
 */
export function CommentText({ text }: CommentTextProps) {
  return <p className="comment__text">{text}</p>;
}
