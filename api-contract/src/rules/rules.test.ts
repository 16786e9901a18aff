import type { Comment, Post, User, UserRef } from '../entities';
import * as reasons from '../reasons';
import { fail } from './result';
import { makeUser } from '../testing/make-user';
import { addBookmark, removeBookmark } from './bookmark-rules';
import { checkCommentDeleter, checkCommentEditor, voteOnComment } from './comment-rules';
import { follow, unfollow } from './follow-rules';
import { checkPostAuthor, dislikePost, likePost, repostPost } from './post-rules';
import { checkProfileOwner } from './profile-rules';
import { decideBlock, decideInteraction, decideMute, decideUnblock, decideUnmute } from './safety-rules';

const ann: UserRef = { _id: 'u-ann', username: 'ann' };
const bob: UserRef = { _id: 'u-bob', username: 'bob' };

const post = (likedBy: UserRef[] = [], dislikedBy: UserRef[] = []): Post => ({
  _id: 'p1',
  id: 'p1',
  caption: 'c',
  content: 'text',
  language: null,
  img: '',
  images: [],
  firstName: 'Ann',
  username: 'ann',
  likes: { likeCount: likedBy.length, likedBy, dislikedBy },
  comments: [],
  commentCount: 0,
  repostCount: 0,
  visibility: 'public',
  repostedBy: [],
  createdAt: '',
  updatedAt: '',
  contentWarning: '',
  editedAt: null,
});

const comment = (upvotedBy: UserRef[], downvotedBy: UserRef[]): Comment => ({
  _id: 'c1',
  username: 'bob',
  text: 'hi',
  votes: { upvotedBy, downvotedBy },
  parentId: null,
  replyCount: 0,
  createdAt: '',
  updatedAt: '',
});

const user = (ref: UserRef, extra: Partial<User> = {}): User => makeUser({ ...ref, ...extra });

const names = (refs: UserRef[]) => refs.map((ref) => ref.username);

describe('like and dislike rules', () => {
  it('a like on a post whose list shows only some likers adds one to the exact count', () => {
    const shown = { ...post([ann]), likes: { likeCount: 40, likedBy: [ann], dislikedBy: [] } };
    const liked = likePost(shown, bob);
    expect(liked.ok && liked.value.likes.likeCount).toBe(41);
    expect(liked.ok && liked.value.likedByMe).toBe(true);
    const taken = liked.ok ? dislikePost(liked.value, bob) : liked;
    expect(taken.ok && taken.value.likes.likeCount).toBe(40);
  });

  it.each([
    // [case, rule, likedBy, dislikedBy, expected likedBy | error]
    ['like a post nobody liked', likePost, [], [], { likedBy: ['bob'], dislikedBy: [], count: 1 }],
    ['like a post someone else liked', likePost, [ann], [], { likedBy: ['ann', 'bob'], dislikedBy: [], count: 2 }],
    ['like after disliking removes the dislike', likePost, [], [bob], { likedBy: ['bob'], dislikedBy: [], count: 1 }],
    ['like twice', likePost, [bob], [], reasons.alreadyLiked],
    ['dislike a liked post', dislikePost, [bob, ann], [], { likedBy: ['ann'], dislikedBy: ['bob'], count: 1 }],
    ['dislike a post with no likes', dislikePost, [], [], reasons.likeBelowZero],
    ['dislike twice', dislikePost, [ann], [bob], reasons.alreadyDisliked],
    [
      'dislike by a non-liker keeps the count equal to the likers',
      dislikePost,
      [ann],
      [],
      { likedBy: ['ann'], dislikedBy: ['bob'], count: 1 },
    ],
  ] as const)('%s', (_case, rule, likedBy, dislikedBy, expected) => {
    const result = rule(post([...likedBy], [...dislikedBy]), bob);
    if ('code' in expected) {
      expect(result).toEqual(fail(400, expected));
      return;
    }
    if (!result.ok) throw new Error(result.message);
    expect(names(result.value.likes.likedBy)).toEqual(expected.likedBy);
    expect(names(result.value.likes.dislikedBy)).toEqual(expected.dislikedBy);
    expect(result.value.likes.likeCount).toBe(expected.count);
  });
});

describe('comment vote rules', () => {
  it.each([
    ['upvote a fresh comment', 'up', [], [], { up: ['ann'], down: [] }],
    ['upvote moves the user out of the downvoters', 'up', [], [ann], { up: ['ann'], down: [] }],
    ['downvote moves the user out of the upvoters', 'down', [ann], [], { up: [], down: ['ann'] }],
    ['upvote twice', 'up', [ann], [], reasons.alreadyUpvoted],
    ['downvote twice', 'down', [], [ann], reasons.alreadyDownvoted],
  ] as const)('%s', (_case, direction, upvotedBy, downvotedBy, expected) => {
    const result = voteOnComment(comment([...upvotedBy], [...downvotedBy]), ann, direction);
    if ('code' in expected) {
      expect(result).toEqual(fail(400, expected));
      return;
    }
    if (!result.ok) throw new Error(result.message);
    expect(names(result.value.votes.upvotedBy)).toEqual(expected.up);
    expect(names(result.value.votes.downvotedBy)).toEqual(expected.down);
  });
});

describe('ownership rules', () => {
  it.each([
    ['the author edits their post', () => checkPostAuthor('ann', ann, 'edit'), true],
    ['someone else edits the post', () => checkPostAuthor('ann', bob, 'edit'), reasons.editForeignPost],
    ['the author deletes their post', () => checkPostAuthor('ann', ann, 'delete'), true],
    ['someone else deletes the post', () => checkPostAuthor('ann', bob, 'delete'), reasons.deleteForeignPost],
    ['the comment author edits it', () => checkCommentEditor('bob', bob), true],
    ['the post author cannot edit a comment', () => checkCommentEditor('bob', ann), reasons.editForeignComment],
    ['the comment author deletes it', () => checkCommentDeleter('bob', 'ann', bob), true],
    ['the post author deletes a comment on their post', () => checkCommentDeleter('bob', 'ann', ann), true],
    [
      'a third user deletes the comment',
      () => checkCommentDeleter('bob', 'ann', { _id: 'u-cy', username: 'cy' }),
      reasons.deleteForeignComment,
    ],
    ['a profile edit that names no one', () => checkProfileOwner({}, ann), true],
    ['a profile edit that names oneself', () => checkProfileOwner({ username: 'ann' }, ann), true],
    ['a profile edit that names someone else', () => checkProfileOwner({ username: 'bob' }, ann), reasons.editForeignProfile],
    ['a profile edit that names someone else by id', () => checkProfileOwner({ _id: 'u-bob' }, ann), reasons.editForeignProfile],
  ])('%s', (_case, run, expected) => {
    const result = run();
    if (typeof expected === 'boolean') expect(result.ok).toBe(expected);
    else expect(result).toEqual(fail(400, expected));
  });
});

describe('bookmark rules', () => {
  it.each([
    ['add a bookmark', addBookmark, [], ['p1']],
    ['add a bookmark twice', addBookmark, ['p1'], reasons.alreadyBookmarked],
    ['remove a bookmark', removeBookmark, ['p1', 'p2'], ['p2']],
    ['remove a bookmark that is not there', removeBookmark, ['p2'], reasons.notBookmarked],
  ] as const)('%s', (_case, rule, bookmarks, expected) => {
    const result = rule([...bookmarks], 'p1');
    if ('code' in expected) expect(result).toEqual(fail(400, expected));
    else expect(result.ok && result.value).toEqual(expected);
  });
});

describe('repost rules', () => {
  it('a repost counts the reposter once and marks the post as reposted by them', () => {
    const reposted = repostPost(post(), true);
    expect(reposted.ok && [reposted.value.repostCount, reposted.value.repostedByMe]).toEqual([1, true]);
    const undone = reposted.ok ? repostPost(reposted.value, false) : reposted;
    expect(undone.ok && [undone.value.repostCount, undone.value.repostedByMe]).toEqual([0, false]);
  });

  it('refuses a repost of a post that is not public: it would pass it on to people it is not for', () => {
    expect(repostPost({ ...post(), visibility: 'followers' }, true)).toEqual(fail(400, reasons.repostNotPublic));
    expect(repostPost({ ...post(), visibility: 'mentioned' }, true)).toEqual(fail(400, reasons.repostNotPublic));
  });

  it('refuses a second repost and the undo of a repost that is not there', () => {
    expect(repostPost({ ...post(), repostCount: 1, repostedByMe: true }, true)).toEqual(fail(400, reasons.alreadyReposted));
    expect(repostPost(post(), false)).toEqual(fail(400, reasons.notReposted));
  });
});

describe('follow rules', () => {
  it('follow adds each user to the other side', () => {
    const result = follow(user(ann), user(bob));
    if (!result.ok) throw new Error(result.message);
    expect(names(result.value.user.following)).toEqual(['bob']);
    expect(names(result.value.followUser.followers)).toEqual(['ann']);
  });

  it('unfollow removes each user from the other side', () => {
    const result = unfollow(user(ann, { following: [bob] }), user(bob, { followers: [ann] }));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.user.following).toEqual([]);
    expect(result.value.followUser.followers).toEqual([]);
  });

  it.each([
    ['follow someone already followed', () => follow(user(ann, { following: [bob] }), user(bob)), reasons.alreadyFollowing],
    ['unfollow someone not followed', () => unfollow(user(ann), user(bob)), reasons.notFollowing],
    ['follow yourself', () => follow(user(ann), user(ann)), reasons.followSelf],
  ])('%s is refused', (_case, run, message) => {
    expect(run()).toEqual(fail(400, message));
  });
});

describe('block and mute rules', () => {
  it.each([
    ['block someone', () => decideBlock(ann, bob, false), null],
    ['block yourself', () => decideBlock(ann, ann, false), reasons.blockSelf],
    ['block someone already blocked', () => decideBlock(ann, bob, true), reasons.alreadyBlocked],
    ['unblock someone blocked', () => decideUnblock(true), null],
    ['unblock someone not blocked', () => decideUnblock(false), reasons.notBlocked],
    ['mute someone', () => decideMute(ann, bob, false), null],
    ['mute yourself', () => decideMute(ann, ann, false), reasons.muteSelf],
    ['mute someone already muted', () => decideMute(ann, bob, true), reasons.alreadyMuted],
    ['unmute someone muted', () => decideUnmute(true), null],
    ['unmute someone not muted', () => decideUnmute(false), reasons.notMuted],
  ])('%s', (_case, run, message) => {
    expect(run()).toEqual(message === null ? { ok: true, value: true } : fail(400, message));
  });

  // What a read of the post answers the one it is hidden from.
  const hidden = fail(404, reasons.postNotFound('p1'));
  it.each([
    ['neither blocks the other', { viewerBlocks: false, blocksViewer: false }, null],
    ['the one acting blocks the other: told to unblock first', { viewerBlocks: true, blocksViewer: false }, fail(403, reasons.youBlocked)],
    ['the other blocks the one acting: answered as what is hidden from them', { viewerBlocks: false, blocksViewer: true }, hidden],
    ['each blocks the other: told of their own block', { viewerBlocks: true, blocksViewer: true }, fail(403, reasons.youBlocked)],
  ])('an interaction when %s', (_case, between, refusal) => {
    expect(decideInteraction(between, hidden)).toEqual(refusal === null ? { ok: true, value: true } : refusal);
  });
});
