import { useCallback, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useDraftReader } from 'shell/draft';
import { changeReplyDraft, closeReplyForm, openReplyForm } from '../store/comments-actions';
import { selectReplies } from '../store/comments-slice';
import { replyDraftSubject, type CommentDraft } from '../store/comment-drafts';

/**
 * The reply form of one comment, whose draft the store keeps (`replyFormReducer`): opened by
 * Reply (the comment's, or one of its replies'; on the draft this browser kept, if any), out of sight while its reply is sent, back with
 * its text when the server refused it. The comment's Reply keeps the focus while there is no form.
 */
export function useReplyDraft(commentId: string) {
  const dispatch = useDispatch();
  const { draft } = useSelector(selectReplies(commentId));
  const replyButton = useRef<HTMLButtonElement>(null);

  const readKept = useDraftReader<CommentDraft>();
  const answer = useCallback(
    (mention: string) => dispatch(openReplyForm({ commentId, mention, kept: readKept(replyDraftSubject(commentId))?.text })),
    [dispatch, commentId, readKept],
  );
  const change = useCallback((text: string) => dispatch(changeReplyDraft({ commentId, text })), [dispatch, commentId]);
  const sent = useCallback(() => replyButton.current?.focus(), []);
  const close = useCallback(() => {
    dispatch(closeReplyForm({ commentId }));
    replyButton.current?.focus();
  }, [dispatch, commentId]);

  return { draft, replyButton, answer, change, sent, close };
}
