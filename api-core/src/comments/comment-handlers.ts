import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { checkCommentDeleter, checkCommentEditor } from 'api-contract/rules/comment-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import { unpaged } from '../pages/page-query';
import type { Platform } from '../platform';
import { postFacts, shownPostFacts } from '../posts/post-store';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { Refused } from '../db/refused';
import { notifyMentions, readHere } from '../notifications/mentions';
import { federateCommentChange } from '../federation/post-federation';
import { commentListRequest, replyListRequest } from './comment-list-requests';
import { commentKeyset, commentListQuery } from './comment-lists';
import {
  commentFacts,
  insertComment,
  removeComment,
  replyTarget,
  shownComment,
  updateCommentText,
  vote,
  withdrawVote,
  type NewComment,
} from './comment-store';
import { readComment, readCommentList } from './comment-views';
import { meetMentionedElsewhere } from '../federation/mentions-elsewhere';
import { readRepliesWhenDue } from '../federation/replies-elsewhere';

type CommentHandlers = Pick<
  Handlers,
  | 'getComments'
  | 'getReplies'
  | 'getComment'
  | 'addComment'
  | 'editComment'
  | 'deleteComment'
  | 'upvoteComment'
  | 'downvoteComment'
  | 'withdrawCommentVote'
>;

/**
 * The calls on comments. Each change answers the post's comments (the first `unpagedMax`), or
 * with `Prefer: return=minimal` the changed comment alone (or the id of the deleted one). A
 * comment's text tells the people it mentions, in the transaction that writes it.
 */
export function commentHandlers(platform: Platform): CommentHandlers {
  const { db, jobs, fediverse, community } = platform;
  /** The spec's list of a post's comments: the first `unpagedMax`, oldest first. */
  const firstComments = async (postId: string, viewer: UserRef | null) => {
    const page = { query: commentListQuery(postId, unpaged, viewer?._id ?? null), keyset: commentKeyset, page: unpaged };
    return (await readCommentList(platform, { page }, viewer)).comments;
  };

  /** A change's answer, once it has changed the comment `commentId` of post `postId`. */
  const changed = async (postId: string, commentId: Result<string>, viewer: UserRef, minimal: boolean) => {
    if (!commentId.ok) return commentId;
    if (!minimal) return succeed(answer('full', { comments: await firstComments(postId, viewer) }));
    const comment = await readComment(platform, commentId.value, viewer);
    return comment ? succeed(answer('minimal', { comment })) : fail(404, reasons.commentNotFound(commentId.value));
  };

  /**
   * The comment the path names, on the post it names, with that post's facts, or the 404;
   * `shownTo`: on a post that person may see, else the post's 404.
   */
  const commentOnPost = async (postId: string, commentId: string, { shownTo }: { shownTo?: string } = {}) => {
    const post = shownTo === undefined ? await postFacts(db, postId) : await shownPostFacts(db, postId, shownTo);
    if (!post.ok) return post;
    const comment = await commentFacts(db, post.value.id, commentId);
    return comment.ok ? succeed({ post: post.value, comment: comment.value }) : comment;
  };

  return {
    getComments: async ({ params, query, viewer }) => {
      const post = await shownPostFacts(db, params.postId, viewer?._id ?? null);
      if (!post.ok) return post;
      const planned = commentListRequest(post.value.id, query, viewer?._id ?? null);
      if (!planned.ok) return planned;
      // A member opening a conversation of elsewhere (its first page) has its server's replies read.
      if (viewer && !query.cursor) await readRepliesWhenDue(platform, post.value);
      if (!planned.value) return succeed(answer('full', { comments: await firstComments(post.value.id, viewer) }));
      return succeed(answer('paged', await readCommentList(platform, { page: planned.value }, viewer)));
    },

    getReplies: async ({ params, query, viewer }) => {
      const viewerId = viewer?._id ?? null;
      const parent = await shownComment(db, params.postId, params.commentId, viewerId);
      if (!parent.ok) return parent;
      const planned = replyListRequest(parent.value.id, query, viewerId);
      if (!planned.ok) return planned;
      return succeed(answer('full', await readCommentList(platform, { page: planned.value }, viewer)));
    },

    getComment: async ({ params, viewer }) => {
      const found = await shownComment(db, params.postId, params.commentId, viewer?._id ?? null);
      if (!found.ok) return found;
      const comment = await readComment(platform, found.value.id, viewer);
      return comment ? succeed(answer('full', { comment })) : fail(404, reasons.commentNotFound(params.commentId));
    },

    addComment: async ({ params, body, viewer, minimal }) => {
      const post = await postFacts(db, params.postId);
      if (!post.ok) return post;
      const thread = body.parentId === null ? null : await replyTarget(db, post.value.id, body.parentId);
      if (thread && !thread.ok) return thread;
      const allowed = await checkMayInteract(db, viewer, [authorOfPost(post.value), ...(thread?.value.reached ?? [])]);
      if (!allowed.ok) return allowed;
      const comment: NewComment = { text: body.text, parentId: thread?.value.threadId ?? null };
      await meetMentionedElsewhere({ db, fediverse, community }, viewer._id, body.text);
      const added = await db
        .transaction(async (tx) => {
          const commentId = await insertComment(tx, post.value.id, viewer, comment);
          if (!commentId.ok) throw new Refused(commentId);
          await notifyMentions(tx, readHere(community), viewer._id, { postId: post.value.id, commentId: commentId.value }, body.text);
          const written = { id: commentId.value, postId: post.value.id, authorId: viewer._id, postVisibility: post.value.visibility };
          await federateCommentChange(jobs, tx, written, 'create');
          return commentId;
        })
        .catch(Refused.result);
      return changed(post.value.id, added, viewer, minimal);
    },

    editComment: async ({ params, body, viewer, minimal }) => {
      // One's comment on a post hidden from one since (its author blocked one, or is suspended)
      // is answered as reading the post is: an edit that worked would say the post is still there.
      const found = await commentOnPost(params.postId, params.commentId, { shownTo: viewer._id });
      if (!found.ok) return found;
      const editor = checkCommentEditor(found.value.comment.author, viewer);
      if (!editor.ok) return editor;
      const { post, comment } = found.value;
      await meetMentionedElsewhere({ db, fediverse, community }, viewer._id, body.text);
      const edited = await db
        .transaction(async (tx) => {
          const updated = await updateCommentText(tx, post.id, comment.id, body.text);
          if (!updated.ok) throw new Refused(updated);
          await notifyMentions(tx, readHere(community), viewer._id, { postId: post.id, commentId: comment.id }, body.text);
          await federateCommentChange(jobs, tx, { ...comment, postId: post.id }, 'update');
          return updated;
        })
        .catch(Refused.result);
      return changed(post.id, edited, viewer, minimal);
    },

    deleteComment: async ({ params, viewer, minimal }) => {
      // As an edit: on a post hidden from one, its answer would list what the post's 404 keeps.
      const found = await commentOnPost(params.postId, params.commentId, { shownTo: viewer._id });
      if (!found.ok) return found;
      const { post, comment } = found.value;
      const deleter = checkCommentDeleter(comment.author, post.author, viewer);
      if (!deleter.ok) return deleter;
      await db.transaction(async (tx) => {
        await federateCommentChange(jobs, tx, { ...comment, postId: post.id }, 'delete');
        await removeComment(tx, comment.id);
      });
      if (minimal) return succeed(answer('minimal', { commentId: comment.id }));
      return succeed(answer('full', { comments: await firstComments(post.id, viewer) }));
    },

    upvoteComment: async ({ params, viewer, minimal }) => {
      const post = await postFacts(db, params.postId);
      if (!post.ok) return post;
      const voted = await vote(db, post.value.id, params.commentId, viewer, 'up');
      return changed(post.value.id, voted.ok ? succeed(params.commentId) : voted, viewer, minimal);
    },

    downvoteComment: async ({ params, viewer, minimal }) => {
      const post = await postFacts(db, params.postId);
      if (!post.ok) return post;
      const voted = await vote(db, post.value.id, params.commentId, viewer, 'down');
      return changed(post.value.id, voted.ok ? succeed(params.commentId) : voted, viewer, minimal);
    },

    withdrawCommentVote: async ({ params, viewer, minimal }) => {
      const post = await postFacts(db, params.postId);
      if (!post.ok) return post;
      const withdrawn = await withdrawVote(db, post.value.id, params.commentId, viewer);
      return changed(post.value.id, withdrawn.ok ? succeed(params.commentId) : withdrawn, viewer, minimal);
    },
  };
}
