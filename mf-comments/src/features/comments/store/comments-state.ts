import type { Comment } from 'api-contract/entities';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { emptyPagedList } from 'shell/paged-list';
import type { CommentList } from './paged-list';

/** The comments of one post on screen, oldest first (asked for as the page opens: `loading` at first, never `idle`), and how sending one went. */
export type CommentThread = CommentList & {
  /** The status of the failed load: a 404 is final, anything else can be tried again. */
  errorStatus: number | null;
  /** A new comment is being sent; the form keeps its text until it is stored. */
  adding: 'idle' | 'sending' | 'failed';
  /** How many comments the signed-in user has added here; the form empties when it grows. */
  added: number;
};

/**
 * One comment's replies on screen (one level, as Instagram and Pixelfed have them): the pages
 * loaded, oldest first, and after them the replies met since (one's own, or announced) that
 * the pages have not reached yet, so paging on never puts an older reply below a newer one.
 */
export type ReplyThread = CommentList & {
  /** Newer replies the pages have not reached, shown after them; a page that brings one moves it into `ids`. */
  later: string[];
  /** Shown under the comment ("Hide replies") or folded away ("View N replies"). */
  open: boolean;
  /** The reply being written in the form under the comment; null while the form is closed. */
  draft: ReplyDraft | null;
  /** The text of the reply being sent, shown at once under the comment until the server answers. */
  sending: string | null;
  /** Why the last reply could not be sent, in words; the form shows it beside the text that came back. */
  sendError: string | null;
};

/**
 * A reply being written: its text, and how many times Reply was pressed for it (each press
 * brings the field to the front, the caret after any `@name ` it put there).
 */
/** `kept`: the form opened on a draft this browser kept (comment-drafts.ts). */
export type ReplyDraft = { text: string; asked: number; kept: boolean };

/**
 * mf-comments' state: every comment the page has met (a reply is a comment with `parentId`),
 * once, by id; each post's thread of top-level comments; each comment's replies.
 */
export type CommentsState = {
  byId: Readonly<Record<string, Comment>>;
  byPost: Readonly<Record<string, CommentThread>>;
  /** Each comment's replies, by the comment's id. */
  replies: Readonly<Record<string, ReplyThread>>;
  /** Comments with an edit, delete or vote under way, so a second click waits. */
  pending: string[];
};

export const initialCommentsState: CommentsState = { byId: {}, byPost: {}, replies: {}, pending: [] };

export const emptyThread: CommentThread = {
  ...emptyPagedList,
  status: 'loading',
  reached: null,
  errorStatus: null,
  adding: 'idle',
  added: 0,
};

export const emptyReplies: ReplyThread = {
  ...emptyPagedList,
  reached: null,
  later: [],
  open: false,
  draft: null,
  sending: null,
  sendError: null,
};

export const threadOf = (state: CommentsState, postId: string) => ownEntry(state.byPost, postId) ?? emptyThread;
export const repliesOf = (state: CommentsState, commentId: string) => ownEntry(state.replies, commentId) ?? emptyReplies;

export function updateThread(state: CommentsState, postId: string, change: Partial<CommentThread>): CommentsState {
  return { ...state, byPost: withEntry(state.byPost, postId, { ...threadOf(state, postId), ...change }) };
}

export function updateReplies(state: CommentsState, commentId: string, change: Partial<ReplyThread>): CommentsState {
  return { ...state, replies: withEntry(state.replies, commentId, { ...repliesOf(state, commentId), ...change }) };
}

export function withComments(state: CommentsState, comments: Comment[]): CommentsState {
  let byId = state.byId;
  for (const comment of comments) byId = withEntry(byId, comment._id, comment);
  return { ...state, byId };
}

/** The comment's record with the server's new count of its replies, when the comment is on screen. */
export function withReplyCount(state: CommentsState, commentId: string, replyCount: number): CommentsState {
  const comment = ownEntry(state.byId, commentId);
  if (!comment || comment.replyCount === replyCount) return state;
  return { ...state, byId: withEntry(state.byId, commentId, { ...comment, replyCount }) };
}

/**
 * Takes comments off the screen: their records, their places in every thread and reply list,
 * and their own replies with them (a reply is shown only under its comment). Counts stay as
 * the server said: a comment hidden (a block, a mute) still counts.
 */
export function withoutComments(state: CommentsState, gone: ReadonlySet<string>): CommentsState {
  const ids = new Set(gone);
  for (const id of gone) {
    const replies = ownEntry(state.replies, id);
    replies?.ids.forEach((replyId) => ids.add(replyId));
    replies?.later.forEach((replyId) => ids.add(replyId));
  }
  const present = [...ids].filter((id) => Object.hasOwn(state.byId, id) || Object.hasOwn(state.replies, id));
  if (present.length === 0) return state;
  const keep = (list: string[]) => (list.some((id) => ids.has(id)) ? list.filter((id) => !ids.has(id)) : list);
  let byId = state.byId;
  let replies = state.replies;
  for (const id of present) {
    byId = withoutEntry(byId, id);
    replies = withoutEntry(replies, id);
  }
  const byPost = Object.fromEntries(
    Object.entries(state.byPost).map(([postId, thread]) => {
      const kept = keep(thread.ids);
      return [postId, kept === thread.ids ? thread : { ...thread, ids: kept }];
    }),
  );
  replies = Object.fromEntries(
    Object.entries(replies).map(([commentId, thread]) => {
      const [kept, later] = [keep(thread.ids), keep(thread.later)];
      return [commentId, kept === thread.ids && later === thread.later ? thread : { ...thread, ids: kept, later }];
    }),
  );
  return { ...state, byId, byPost, replies };
}
