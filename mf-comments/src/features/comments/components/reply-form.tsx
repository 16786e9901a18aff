import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { useKeptDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { addReply, changeReplyDraft } from '../store/comments-actions';
import { selectReplies } from '../store/comments-slice';
import { CommentTextField } from './comment-text-field';
import { holdsNoWords, replyDraftSubject } from '../store/comment-drafts';
import type { ReplyDraft } from '../store/comments-state';

type ReplyFormProps = {
  postId: string;
  /** The comment answered: a reply to one of its replies answers it too (one level). */
  parent: Comment;
  draft: ReplyDraft;
  onChange: (text: string) => void;
  /** The reply went to the server: the form leaves (the store closes it) while the reply shows, pending. */
  onSent: () => void;
  onClose: () => void;
};

/**
 * Answers a comment, with a comment's limits and checks; a reply the server refused comes back
 * here with its text and why. What is typed is kept in this browser as a draft of the reply to
 * this comment, which Reply opens the form on again, until it is sent or thrown away.
 */
export function ReplyForm({ postId, parent, draft, onChange, onSent, onClose }: ReplyFormProps) {
  const dispatch = useDispatch();
  // One reply at a time: a form opened while another is sent waits for it.
  const { sending, sendError } = useSelector(selectReplies(parent._id));
  const { problems, check } = useCheckedForm(CommentDataSchema, { text: draft.text });
  const { username } = parent;
  const form = useRef<HTMLFormElement>(null);
  const kept = useMemo(() => ({ text: draft.text }), [draft.text]);
  const { discard } = useKeptDraft(replyDraftSubject(parent._id), kept, { isEmpty: holdsNoWords });

  const throwAway = () => {
    discard();
    dispatch(changeReplyDraft({ commentId: parent._id, text: '', kept: false }));
  };

  // Opened, back after a refusal, or Reply pressed again: the caret goes to the end of the text,
  // after any `@name ` Reply put there.
  useEffect(() => {
    const field = form.current?.querySelector('textarea');
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [draft.asked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reply = check();
    if (!reply || sending !== null) return;
    // Its draft goes as it is sent, so a reload before the answer leaves nothing to send twice;
    // the saga keeps it again if the send fails.
    discard();
    dispatch(addReply.request({ postId, parentId: parent._id, text: reply.text }));
    onSent();
  };

  return (
    <form ref={form} className="comment-form reply-form" onSubmit={submit} noValidate>
      {draft.kept && <DraftNotice onDiscard={throwAway} />}
      <CommentTextField label={t`Reply to @${username}`} value={draft.text} problem={problems.text} onChange={onChange} />
      {sendError !== null && (
        <p className="form-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="reply-form__buttons">
        <button type="submit" className="button button--primary" disabled={sending !== null}>
          {sending === null ? t`Send reply` : t`Sending…`}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
