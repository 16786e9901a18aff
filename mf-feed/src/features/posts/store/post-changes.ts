import type { UserRef } from 'api-contract/entities';
import { dislikePost, likePost, repostPost } from 'api-contract/rules/post-rules';
import { viewWithChanges } from 'shell/pending-changes';
import type { PostRecord } from './post-record';

/** A like, a dislike, a bookmark, a repost or the undo of one, shown before the server answers. */
export type PostChange =
  | { postId: string; kind: 'reaction'; reaction: 'like' | 'dislike'; user: UserRef }
  | { postId: string; kind: 'bookmark'; bookmarked: boolean }
  | { postId: string; kind: 'repost'; reposted: boolean };

/**
 * A post as the screen shows it: the server's record with the changes not yet answered, each
 * predicted with the contract's own rule (a change the rule refuses is not shown).
 */
export const withPostChanges = viewWithChanges<PostRecord, PostChange>((post, changes) => {
  let shown = post;
  for (const { change } of changes) {
    if (change.postId !== post._id) continue;
    if (change.kind === 'bookmark') {
      shown = { ...shown, bookmarkedByMe: change.bookmarked };
      continue;
    }
    if (change.kind === 'repost') {
      const reposted = repostPost(shown, change.reposted);
      if (reposted.ok) shown = reposted.value;
      continue;
    }
    const predicted = change.reaction === 'like' ? likePost(shown, change.user) : dislikePost(shown, change.user);
    if (predicted.ok) shown = predicted.value;
  }
  return shown;
});
