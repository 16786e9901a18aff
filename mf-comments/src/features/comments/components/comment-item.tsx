import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectComment } from '../store/comments-slice';
import { CommentBody } from './comment-body';
import { CommentReplies } from './comment-replies';
import { ReplyForm, type ReplyDraft } from './reply-form';

type CommentItemProps = { postId: string; postAuthor: string; commentId: string };

/**
 * The text a reply form opened by Reply holds: a reply to a reply starts with its author's
 * `@name ` (put before what is typed already, unless it is there); a reply to the comment adds nothing.
 */
function withMention(text: string | undefined, mention: string): string {
  if (text === undefined || text.trim() === '') return mention;
  return text.startsWith(mention) ? text : `${mention}${text}`;
}

/** A comment on the post, with its replies under it and, once Reply is pressed, the form that answers it. */
export function CommentItem({ postId, postAuthor, commentId }: CommentItemProps) {
  const comment = useSelector(selectComment(commentId));
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const answer = useCallback(
    (mention: string) => setDraft((current) => ({ text: withMention(current?.text, mention), asked: (current?.asked ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => {
    setDraft(null);
    replyButton.current?.focus();
  }, []);
  if (!comment) return null;

  return (
    <li className="comment">
      <CommentBody postId={postId} postAuthor={postAuthor} comment={comment} onReply={() => answer('')} replyRef={replyButton} />
      <CommentReplies postId={postId} postAuthor={postAuthor} comment={comment} onReply={(username) => answer(`@${username} `)} />
      {draft && (
        <ReplyForm postId={postId} parent={comment} draft={draft} onChange={(text) => setDraft({ ...draft, text })} onClose={close} />
      )}
    </li>
  );
}
