import { t } from '@lingui/core/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { Modal } from 'shell/modal';
import { editComment } from '../store/comments-actions';
import { selectComment, selectIsCommentPending } from '../store/comments-slice';
import { CommentTextField } from './comment-text-field';

type EditCommentDialogProps = { postId: string; comment: Comment; onClose: () => void };

/**
 * Edits a comment. The dialog stays open until the server has stored the edit, so a refusal
 * (said in a toast) leaves the rewritten words to try again.
 */
export function EditCommentDialog({ postId, comment, onClose }: EditCommentDialogProps) {
  const dispatch = useDispatch();
  const [text, setText] = useState(comment.text);
  const { problems, check } = useCheckedForm(CommentDataSchema, { text });
  const sending = useSelector(selectIsCommentPending(comment._id));
  const stored = useSelector(selectComment(comment._id));
  // The record as it was when the edit was sent: the server's answer replaces it, a refusal does not.
  const [sentOver, setSentOver] = useState<Comment | null>(null);

  const answered = sentOver !== null && !sending;
  // Refused: the record stands as it was, and the words stay to send again (set in the render
  // that shows it, as the comment form empties).
  if (answered && stored === sentOver) setSentOver(null);
  useEffect(() => {
    if (answered && stored !== sentOver) onClose();
  }, [answered, stored, sentOver, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = check();
    if (!edited || sending || !stored) return;
    setSentOver(stored);
    dispatch(editComment.request({ postId, commentId: comment._id, text: edited.text }));
  };

  return (
    <Modal title={t`Edit Comment`} onClose={onClose}>
      <form className="comment-form" onSubmit={submit} noValidate>
        <CommentTextField
          label={t({ message: 'Comment', context: 'noun' })}
          value={text}
          problem={problems.text}
          onChange={setText}
          readOnly={sending}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t`Updating…` : t`Update`}
        </button>
      </form>
    </Modal>
  );
}
