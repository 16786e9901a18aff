import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Comment } from 'api-contract/entities';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { useDraftTakenBack, useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { Modal } from 'shell/modal';
import { editComment } from '../store/comments-actions';
import { selectComment, selectIsCommentPending } from '../store/comments-slice';
import { commentEditDraftSubject, type CommentDraft } from '../store/comment-drafts';
import { CommentTextField } from './comment-text-field';

/** The edit sent has its answer: the comment is no longer pending. */
const answered = (sentOver: string | null, sending: boolean) => sentOver !== null && !sending;

type EditCommentDialogProps = { postId: string; comment: Comment; onClose: () => void };

/**
 * Edits a comment. The dialog stays open until the server has stored the edit, so a refusal
 * (said in a toast) leaves the rewritten words to try again; they are kept in this browser as a
 * draft of the edit until then, so a reload, or closing the dialog while the edit is on its way
 * that then fails, loses nothing.
 */
export function EditCommentDialog({ postId, comment, onClose }: EditCommentDialogProps) {
  const dispatch = useDispatch();
  const subject = commentEditDraftSubject(comment._id);
  // What is no draft: the comment as the dialog opened on it, or no words at all.
  const [openedOn] = useState(comment.text);
  const isEmpty = useMemo(() => (kept: CommentDraft) => kept.text.trim() === openedOn || kept.text.trim() === '', [openedOn]);
  const restored = useRestoredDraft<CommentDraft>(subject, isEmpty);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  const [text, setText] = useState(restored?.text ?? comment.text);
  const draft = useMemo(() => ({ text }), [text]);
  const { discard } = useKeptDraft(subject, draft, { isEmpty });
  const { problems, check } = useCheckedForm(CommentDataSchema, { text });
  const sending = useSelector(selectIsCommentPending(comment._id));
  // Opened again while its edit was on its way: a draft kept again once it ended is a refusal's.
  useDraftTakenBack<CommentDraft>(subject, { sendState: sending, failed: !sending, empty: isEmpty(draft), isEmpty }, (kept) => {
    setText(kept.text);
    setShownDraft(true);
  });
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
    // Thrown away as it goes, so a reload before the answer leaves nothing to send twice; the
    // saga keeps it again if the server does not store it.
    discard();
    setShownDraft(false);
    dispatch(editComment.request({ postId, commentId: comment._id, text: edited.text }));
  };

  const throwAway = () => {
    discard();
    setText(openedOn);
    setShownDraft(false);
  };

  return (
    <Modal title={t`Edit Comment`} onClose={onClose}>
      <form className="comment-form" onSubmit={submit} noValidate>
        {shownDraft && <DraftNotice onDiscard={throwAway} />}
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
