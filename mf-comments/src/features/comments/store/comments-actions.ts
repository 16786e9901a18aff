import type { Comment } from 'api-contract/entities';
import { createAction, createAsyncAction } from 'shell/actions';

type ForPost = { postId: string };
type ForComment = ForPost & { commentId: string };
type Changed = ForComment & { comment: Comment };
/**
 * A page of a list: the first (`cursor` null) or the next. `again` loads a list on screen again
 * from its start as far as it had reached, in one answer (someone unblocked, a comment announced).
 */
type Paging = { cursor: string | null; again?: boolean };
/** A page's answer, with the cursor it was asked from (null: a first page, or a list loaded again, as one). */
type Page = { comments: Comment[]; nextCursor: string | null; cursor: string | null };

export const fetchComments = createAsyncAction<ForPost & Paging, ForPost & Page>('comments/fetch');
export const addComment = createAsyncAction<ForPost & { text: string }, Changed>('comments/add');
export const editComment = createAsyncAction<ForComment & { text: string }, Changed>('comments/edit');
export const deleteComment = createAsyncAction<ForComment, ForComment>('comments/delete');
export const upvoteComment = createAsyncAction<ForComment, Changed>('comments/upvote');
export const downvoteComment = createAsyncAction<ForComment, Changed>('comments/downvote');
/** One's vote taken back, up or down: pressing the pressed vote again. */
export const withdrawCommentVote = createAsyncAction<ForComment, Changed>('comments/unvote');

/** A page of a comment's replies, oldest first; a failure's `subject` is the comment's id. */
export const fetchReplies = createAsyncAction<ForComment & Paging, ForComment & Page>('comments/fetchReplies');
/** A reply to the comment `parentId` (a top-level comment: one level); a failure's `subject` is `parentId`. */
export const addReply = createAsyncAction<ForPost & { parentId: string; text: string }, ForPost & { parentId: string; comment: Comment }>(
  'comments/addReply',
);
/** "View N replies": unfolds a comment's replies, loading them the first time. */
export const showReplies = createAction<ForComment>('comments/showReplies');
/** "Hide replies": folds them away again (they stay loaded). */
export const hideReplies = createAction<ForComment>('comments/hideReplies');
/**
 * Reply pressed (the comment's, `mention` empty, or one of its replies', `mention` "@name "):
 * opens the comment's reply form, or brings it to the front. `kept`: the text of this reply's
 * draft the browser kept, which the form opens on when it holds nothing yet.
 */
export const openReplyForm = createAction<{ commentId: string; mention: string; kept?: string }>('comments/openReplyForm');
/** Typing in the reply form; `kept: false` when its kept draft was thrown away (Discard draft). */
export const changeReplyDraft = createAction<{ commentId: string; text: string; kept?: boolean }>('comments/changeReplyDraft');
/** Cancel: the form closes with its refusal; its text stays in the browser's draft, for the next Reply. */
export const closeReplyForm = createAction<{ commentId: string }>('comments/closeReplyForm');
