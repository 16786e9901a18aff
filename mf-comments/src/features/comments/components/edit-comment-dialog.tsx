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

/** The edit sent has its answer: the comment is no longer pending. */
const answered = (sentOver: string | null, sending: boolean) => sentOver !== null && !sending;

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
  // When the comment was last changed as the edit was sent: only an edit stored moves it (a thread
  // read again meanwhile, or a reply counted, brings the record again, not a newer change).
  const [sentOver, setSentOver] = useState<string | null>(null);
  const storedEdit = answered(sentOver, sending) && stored?.updatedAt !== sentOver;

  // Refused: the words stay to send again (set in the render that shows it, as the comment form empties).
  if (answered(sentOver, sending) && !storedEdit) setSentOver(null);
  useEffect(() => {
    if (storedEdit) onClose();
  }, [storedEdit, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = check();
    if (!edited || sending || !stored) return;
    setSentOver(stored.updatedAt);
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
