import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { postFacts, shownPostFacts } from '../posts/post-store';
import { readPost } from '../posts/post-views';
import { userRefOf } from '../users/user-lookup';
import { readBookmarkIds, readUser } from '../users/user-views';
import { authorOfPost, checkMayInteract, person } from '../safety/interactions';
import { profileFor } from '../safety/safety-store';
import { answerFollowRequest, changeBookmark, followPerson, removeFollower, unfollowPerson } from './connection-store';
import { changeTowardsPerson, readOwnList } from '../users/user-changes';

type ConnectionHandlers = Pick<
  Handlers,
  | 'addBookmark'
  | 'removeBookmark'
  | 'follow'
  | 'unfollow'
  | 'getFollowRequests'
  | 'acceptFollowRequest'
  | 'declineFollowRequest'
  | 'removeFollower'
>;

/**
 * Bookmarks and follows. A bookmark answers the bookmarked ids, or with `Prefer: return=minimal`
 * the post (with `bookmarkedByMe`); a follow answers both users either way, with their counts
 * and `followedByMe`.
 */
export function connectionHandlers(platform: Platform): ConnectionHandlers {
  const { db } = platform;

  const bookmark = async (postId: string, viewer: UserRef, minimal: boolean, adding: boolean) => {
    // Adding a bookmark reaches the author; taking one away is one's own business, but of a post
    // one can still see (one hidden since has left the bookmarks already).
    const post = adding ? await postFacts(db, postId) : await shownPostFacts(db, postId, viewer._id);
    if (!post.ok) return post;
    const allowed = adding ? await checkMayInteract(db, viewer, [authorOfPost(post.value)]) : post;
    if (!allowed.ok) return allowed;
    const changed = await changeBookmark(db, viewer, post.value.id, adding);
    if (!changed.ok) return changed;
    if (!minimal) return succeed(answer('full', { bookmarks: await readBookmarkIds(db, viewer._id) }));
    const shown = await readPost(platform, post.value.id, viewer, { withComments: false });
    return shown ? succeed(answer('minimal', { post: shown })) : fail(404, reasons.postNotFound(post.value.id));
  };

  const follow = async (userId: string, viewer: UserRef, minimal: boolean, following: boolean) => {
    const target = await userRefOf(db, userId);
    if (!target.ok) return target;
    // Unfollowing someone whose profile is hidden from one is answered as reading it is: their
    // record would tell what the 404 keeps (a follow is refused in the same words, below).
    const allowed = following ? await checkMayInteract(db, viewer, [person(target.value._id)]) : await unhidden(target.value._id, viewer);
    if (!allowed.ok) return allowed;
    const changed = following ? await followPerson(platform, viewer, target.value) : await unfollowPerson(platform, viewer, target.value);
    if (!changed.ok) return changed;
    const [user, followUser] = [await readUser(platform, viewer._id, viewer), await readUser(platform, target.value._id, viewer)];
    if (!user || !followUser) return fail(404, reasons.userNotFound(user ? target.value._id : viewer._id));
    return succeed(answer(minimal ? 'minimal' : 'full', { user, followUser }));
  };

  /** The person `userId`, unless their profile is hidden from `viewer`: then the 404 `GET /users/:id` answers. */
  const unhidden = async (userId: string, viewer: UserRef) =>
    (await profileFor(db, userId, viewer._id)) === 'hidden' ? fail(404, reasons.profileUnavailable) : succeed(true);

  return {
    addBookmark: ({ params, viewer, minimal }) => bookmark(params.postId, viewer, minimal, true),
    removeBookmark: ({ params, viewer, minimal }) => bookmark(params.postId, viewer, minimal, false),
    follow: ({ params, viewer, minimal }) => follow(params.followUserId, viewer, minimal, true),
    unfollow: ({ params, viewer, minimal }) => follow(params.followUserId, viewer, minimal, false),
    getFollowRequests: ({ query, viewer }) => readOwnList(platform, 'followRequests', viewer, query),
    // Anyone may be answered or removed, even someone hidden from one since they asked: it takes
    // something away from them, and tells them nothing.
    acceptFollowRequest: ({ params, viewer }) =>
      changeTowardsPerson(platform, params.userId, viewer, (other) => answerFollowRequest(platform, viewer, other, true)),
    declineFollowRequest: ({ params, viewer }) =>
      changeTowardsPerson(platform, params.userId, viewer, (other) => answerFollowRequest(platform, viewer, other, false)),
    removeFollower: ({ params, viewer }) =>
      changeTowardsPerson(platform, params.userId, viewer, (other) => removeFollower(platform, viewer, other)),
  };
}
