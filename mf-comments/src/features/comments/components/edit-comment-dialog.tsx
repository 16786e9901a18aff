import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { LimitedField } from 'shell/limited-field';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { Modal } from 'shell/modal';
import { editComment } from '../store/comments-slice';

type EditCommentDialogProps = { postId: string; comment: Comment; onClose: () => void };

export function EditCommentDialog({ postId, comment, onClose }: EditCommentDialogProps) {
  const dispatch = useDispatch();
  const [text, setText] = useState(comment.text);
  const { problems, check } = useCheckedForm(CommentDataSchema, { text });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = check();
    if (!edited) return;
    dispatch(editComment.request({ postId, commentId: comment._id, text: edited.text }));
    onClose();
  };

  return (
    <Modal title="Edit Comment" onClose={onClose}>
      <form className="comment-form" onSubmit={submit} noValidate>
        <LimitedField label="Comment" value={text} max={limits.commentMax} problem={problems.text} onChange={setText} multiline />
        <button type="submit" className="button button--primary">
          Update
        </button>
      </form>
    </Modal>
  );
}
