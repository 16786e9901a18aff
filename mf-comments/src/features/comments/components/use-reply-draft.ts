import { useCallback, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { changeReplyDraft, closeReplyForm, openReplyForm } from '../store/comments-actions';
import { selectReplies } from '../store/comments-slice';

/**
 * The reply form of one comment, whose draft the store keeps (`replyFormReducer`): opened by
 * Reply (the comment's, or one of its replies'), out of sight while its reply is sent, back with
 * its text when the server refused it. The comment's Reply keeps the focus while there is no form.
 */
export function useReplyDraft(commentId: string) {
  const dispatch = useDispatch();
  const { draft } = useSelector(selectReplies(commentId));
  const replyButton = useRef<HTMLButtonElement>(null);

  const answer = useCallback((mention: string) => dispatch(openReplyForm({ commentId, mention })), [dispatch, commentId]);
  const change = useCallback((text: string) => dispatch(changeReplyDraft({ commentId, text })), [dispatch, commentId]);
  const sent = useCallback(() => replyButton.current?.focus(), []);
  const close = useCallback(() => {
    dispatch(closeReplyForm({ commentId }));
    replyButton.current?.focus();
  }, [dispatch, commentId]);

  return { draft, replyButton, answer, change, sent, close };
}
