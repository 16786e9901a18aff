import { t } from '@lingui/core/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { useDraftTakenBack, useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { selectSignedIn } from 'shell/session';
import { addComment } from '../store/comments-actions';
import { selectCommentThread } from '../store/comments-slice';
import { CommentTextField } from './comment-text-field';
import { commentDraftSubject, holdsNoWords, type CommentDraft } from '../store/comment-drafts';

type CommentFormProps = { postId: string };

/**
 * Writes a comment. The text stays until the server has stored it, so a failure loses nothing,
 * and is kept in this browser as a draft of this post's comment across a reload or a closed tab.
 * While it is being sent it cannot change (as Mastodon's compose box): emptied once stored, the
 * box would take words typed meanwhile with it.
 */
export function CommentForm({ postId }: CommentFormProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const username = me?.username ?? '';
  const { adding, added } = useSelector(selectCommentThread(postId));
  const subject = commentDraftSubject(postId);
  const restored = useRestoredDraft<CommentDraft>(subject);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  const [text, setText] = useState(restored?.text ?? '');
  const draft = useMemo(() => ({ text }), [text]);
  const { discard } = useKeptDraft(subject, draft, { isEmpty: holdsNoWords });
  const { problems, check, reset } = useCheckedForm(CommentDataSchema, { text });
  // Empty the form only once the server has stored the comment, in the render that shows it: an
  // effect would leave a frame with the comment in the list and its words still in the box.
  const [addedSeen, setAddedSeen] = useState(added);
  if (added !== addedSeen) {
    setAddedSeen(added);
    setText('');
    setShownDraft(false);
    reset();
  }
  // Opened again while its comment was on its way, which then failed: the empty box takes the words.
  useDraftTakenBack<CommentDraft>(subject, { sendState: adding, failed: adding === 'failed', empty: text === '' }, (kept) => {
    setText(kept.text);
    setShownDraft(true);
  });

  const throwAway = () => {
    discard();
    setText('');
    setShownDraft(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = check();
    if (!comment || adding === 'sending') return;
    // Its draft goes as it is sent, so a reload before the answer leaves nothing to post twice
    // (the request goes on without the page); the saga keeps it again if the send fails.
    discard();
    setShownDraft(false);
    dispatch(addComment.request({ postId, text: comment.text }));
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate aria-label={t`Add a comment`}>
      {shownDraft && <DraftNotice onDiscard={throwAway} />}
      <CommentTextField
        label={t({ message: 'Comment', context: 'noun' })}
        placeholder={t`Comment as @${username}…`}
        value={text}
        problem={problems.text}
        onChange={setText}
        readOnly={adding === 'sending'}
      />
      <button type="submit" className="button button--primary" disabled={adding === 'sending'}>
        {adding === 'sending' ? t`Posting…` : t({ message: 'Post', context: 'verb' })}
      </button>
    </form>
  );
}
