import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { addReply } from '../store/comments-actions';
import { selectReplies } from '../store/comments-slice';
import { CommentTextField } from './comment-text-field';

/** The reply being written, and how many times Reply was pressed for it (each press brings the field to the front). */
export type ReplyDraft = { text: string; asked: number };

type ReplyFormProps = {
  postId: string;
  /** The comment answered: a reply to one of its replies answers it too (one level). */
  parent: Comment;
  draft: ReplyDraft;
  onChange: (text: string) => void;
  /** Cancel, or the reply stored. */
  onClose: () => void;
};

/** Answers a comment, with a comment's limits and checks. The text stays until the server has stored the reply. */
export function ReplyForm({ postId, parent, draft, onChange, onClose }: ReplyFormProps) {
  const dispatch = useDispatch();
  const { sending, sendError, added } = useSelector(selectReplies(parent._id));
  const { problems, check } = useCheckedForm(CommentDataSchema, { text: draft.text });
  const form = useRef<HTMLFormElement>(null);
  const addedBefore = useRef(added);
  // A failure is this form's to tell only once it has sent: one reopened later starts afresh.
  const [sent, setSent] = useState(false);

  // Stored: the reply shows under the comment and the form has done its work.
  useEffect(() => {
    if (added !== addedBefore.current) onClose();
  }, [added, onClose]);
  // Each Reply pressed puts the caret at the end of the text, after any `@name ` it added.
  useEffect(() => {
    const field = form.current?.querySelector('textarea');
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [draft.asked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reply = check();
    if (!reply || sending !== null) return;
    setSent(true);
    dispatch(addReply.request({ postId, parentId: parent._id, text: reply.text }));
  };

  return (
    <form ref={form} className="comment-form reply-form" onSubmit={submit} noValidate>
      <CommentTextField label={`Reply to @${parent.username}`} value={draft.text} problem={problems.text} onChange={onChange} />
      {sent && sendError !== null && sending === null && (
        <p className="form-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="reply-form__buttons">
        <button type="submit" className="button button--primary" disabled={sending !== null}>
          {sending !== null ? 'Sending…' : 'Send reply'}
        </button>
        <button type="button" className="button" disabled={sending !== null} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
