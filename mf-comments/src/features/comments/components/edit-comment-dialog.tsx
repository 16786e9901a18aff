import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { Modal } from 'shell/modal';
import { editComment } from '../store/comments-actions';
import { CommentTextField } from './comment-text-field';

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
    <Modal title={t`Edit Comment`} onClose={onClose}>
      <form className="comment-form" onSubmit={submit} noValidate>
        <CommentTextField label={t({ message: 'Comment', context: 'noun' })} value={text} problem={problems.text} onChange={setText} />
        <button type="submit" className="button button--primary">
          {t`Update`}
        </button>
      </form>
    </Modal>
  );
}
