import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Comment } from 'mock-api/entities';
import { limits } from 'mock-api/limits';
import { LimitedField } from 'shell/limited-field';
import { commentTextToSend } from '../comment-text';
import { Modal } from 'shell/modal';
import { editComment } from '../store/comments-slice';

type EditCommentDialogProps = { postId: string; comment: Comment; onClose: () => void };

export function EditCommentDialog({ postId, comment, onClose }: EditCommentDialogProps) {
  const dispatch = useDispatch();
  const [text, setText] = useState(comment.text);
  const [showErrors, setShowErrors] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = commentTextToSend(text);
    if (!trimmed) {
      setShowErrors(true);
      return;
    }
    dispatch(editComment.request({ postId, commentId: comment._id, text: trimmed }));
    onClose();
  };

  return (
    <Modal title="Edit Comment" onClose={onClose}>
      <form className="comment-form" onSubmit={submit} noValidate>
        <LimitedField label="Comment" value={text} max={limits.commentMax} showErrors={showErrors} onChange={setText} multiline />
        <button type="submit" className="button button--primary">
          Update
        </button>
      </form>
    </Modal>
  );
}
