import type { Comment } from 'api-contract/entities';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';

/**
 * The time of the last record a list's pages brought (null before any), kept when that record
 * leaves the screen (someone blocked or muted): a list loaded again (an unblock) is loaded as far
 * as here, not from its ids, which no longer say where the pages had reached.
 */
export type Reached = string | null;

/** How far a list's pages reach once an answer of `comments` is in: its last record's time (else as before, or null for a first page). */
export const reachedAfter = (comments: Comment[], first: boolean, before: Reached): Reached =>
  comments.at(-1)?.createdAt ?? (first ? null : before);

/** The comments of one post on screen, as ids in order (oldest first), with how loading and sending them went. */
export type CommentThread = {
  ids: string[];
  /** Where the next page starts; null once the last comment is in. */
  nextCursor: string | null;
  /** How far the pages reached: see `Reached`. */
  reached: Reached;
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The status of the failed load: a 404 is final, anything else can be tried again. */
  errorStatus: number | null;
  /** Loading the next page ("Show more comments"), apart from the first. */
  more: 'idle' | 'loading' | 'failed';
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
export type ReplyThread = {
  /** The replies the pages brought, in order. */
  ids: string[];
  /** Newer replies the pages have not reached, shown after them; a page that brings one moves it into `ids`. */
  later: string[];
  /** Where the next page starts; null once the last reply is in. */
  nextCursor: string | null;
  /** How far the pages reached: see `Reached`. */
  reached: Reached;
  /** `idle` until the replies are first asked for. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Loading the next page ("Show more replies"), apart from the first. */
  more: 'idle' | 'loading' | 'failed';
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
export type ReplyDraft = { text: string; asked: number };

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
  ids: [],
  nextCursor: null,
  reached: null,
  status: 'loading',
  error: null,
  errorStatus: null,
  more: 'idle',
  adding: 'idle',
  added: 0,
};

export const emptyReplies: ReplyThread = {
  ids: [],
  later: [],
  nextCursor: null,
  reached: null,
  status: 'idle',
  error: null,
  more: 'idle',
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
