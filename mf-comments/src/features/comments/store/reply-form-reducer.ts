import type { UnknownAction } from 'redux';
import { addReply, changeReplyDraft, closeReplyForm, openReplyForm } from './comments-actions';
import { repliesOf, updateReplies, withComments, type CommentsState } from './comments-state';

/**
 * The text Reply puts in the form: a reply to a reply starts with its author's `@name ` (put
 * before what is typed already, unless it is there); a reply to the comment adds nothing.
 */
export function withMention(text: string | undefined, mention: string): string {
  if (text === undefined || text.trim() === '') return mention;
  return text.startsWith(mention) ? text : `${mention}${text}`;
}

/** A refused reply back in the form: its text first, then what was written there since it was sent. */
export function withRefused(refused: string, since: string | undefined): string {
  if (since === undefined || since.trim() === '') return refused;
  return /\s$/.test(refused) ? `${refused}${since}` : `${refused} ${since}`;
}

/**
 * Each comment's reply form and the reply it sends. Sent, the reply shows at once under the
 * comment (its replies unfold) and the form leaves, so its words are on screen once; Reply
 * pressed meanwhile opens the form again for another. Stored, the reply joins the others and a
 * form opened meanwhile keeps what it holds; refused, its text comes back into the form with why.
 */
export function replyFormReducer(state: CommentsState, action: UnknownAction): CommentsState {
  if (openReplyForm.match(action)) {
    const { commentId, mention, kept } = action.payload;
    const { draft, sending } = repliesOf(state, commentId);
    // While a reply is sent, the kept draft is that reply's words, on screen as it goes.
    const restoring = !draft && kept !== undefined && sending === null;
    const text = withMention(draft ? draft.text : restoring ? kept : undefined, mention);
    return updateReplies(state, commentId, { draft: { text, asked: (draft?.asked ?? 0) + 1, kept: restoring || (draft?.kept ?? false) } });
  }
  if (changeReplyDraft.match(action)) {
    const { commentId, text, kept } = action.payload;
    const { draft } = repliesOf(state, commentId);
    return draft ? updateReplies(state, commentId, { draft: { ...draft, text, kept: kept ?? draft.kept } }) : state;
  }
  if (closeReplyForm.match(action)) return updateReplies(state, action.payload.commentId, { draft: null, sendError: null });
  if (addReply.request.match(action)) {
    return updateReplies(state, action.payload.parentId, { open: true, draft: null, sending: action.payload.text, sendError: null });
  }
  if (addReply.failure.match(action) && action.payload.subject) {
    const { subject, message } = action.payload;
    const { draft, sending } = repliesOf(state, subject);
    const text = withRefused(sending ?? '', draft?.text);
    return updateReplies(state, subject, {
      draft: { text, asked: (draft?.asked ?? 0) + 1, kept: draft?.kept ?? false },
      sending: null,
      sendError: message,
    });
  }
  if (addReply.success.match(action)) {
    const { parentId, comment } = action.payload;
    const replies = repliesOf(state, parentId);
    const known = replies.ids.includes(comment._id) || replies.later.includes(comment._id);
    // The newest reply: after the pages when they are all in, else after what they will bring.
    const complete = replies.status === 'loaded' && replies.nextCursor === null;
    const placed = known ? {} : complete ? { ids: [...replies.ids, comment._id] } : { later: [...replies.later, comment._id] };
    return updateReplies(withComments(state, [comment]), parentId, { ...placed, sending: null, sendError: null });
  }
  return state;
}
