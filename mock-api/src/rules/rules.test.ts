import type { Post, User, UserRef } from '../contract/entities';
import { messages } from '../contract/messages';
import { makeUser } from '../testing/make-user';
import { addBookmark, removeBookmark } from './bookmark-rules';
import { addComment, deleteComment, editComment, voteOnComment } from './comment-rules';
import { follow, unfollow } from './follow-rules';
import { checkCanDeletePost, dislikePost, editPost, likePost, validatePostData } from './post-rules';
import { validateProfileData } from './profile-rules';

const ann: UserRef = { _id: 'u-ann', username: 'ann' };
const bob: UserRef = { _id: 'u-bob', username: 'bob' };

const post = (likedBy: UserRef[] = [], dislikedBy: UserRef[] = []): Post => ({
  _id: 'p1',
  id: 'p1',
  caption: 'c',
  content: 'text',
  img: '',
  firstName: 'Ann',
  username: 'ann',
  likes: { likeCount: likedBy.length, likedBy, dislikedBy },
  comments: [{ _id: 'c1', username: 'bob', text: 'hi', votes: { upvotedBy: [], downvotedBy: [] }, createdAt: '', updatedAt: '' }],
  createdAt: '',
  updatedAt: '',
});

const user = (ref: UserRef, extra: Partial<User> = {}): User => makeUser({ ...ref, ...extra });

const names = (refs: UserRef[]) => refs.map((ref) => ref.username);

describe('like and dislike rules', () => {
  it.each([
    // [case, rule, likedBy, dislikedBy, expected likedBy | error]
    ['like a post nobody liked', likePost, [], [], { likedBy: ['bob'], dislikedBy: [], count: 1 }],
    ['like a post someone else liked', likePost, [ann], [], { likedBy: ['ann', 'bob'], dislikedBy: [], count: 2 }],
    ['like after disliking removes the dislike', likePost, [], [bob], { likedBy: ['bob'], dislikedBy: [], count: 1 }],
    ['like twice', likePost, [bob], [], messages.alreadyLiked],
    ['dislike a liked post', dislikePost, [bob, ann], [], { likedBy: ['ann'], dislikedBy: ['bob'], count: 1 }],
    ['dislike a post with no likes', dislikePost, [], [], messages.likeBelowZero],
    ['dislike twice', dislikePost, [ann], [bob], messages.alreadyDisliked],
    [
      'dislike by a non-liker keeps the count equal to the likers',
      dislikePost,
      [ann],
      [],
      { likedBy: ['ann'], dislikedBy: ['bob'], count: 1 },
    ],
  ] as const)('%s', (_case, rule, likedBy, dislikedBy, expected) => {
    const result = rule(post([...likedBy], [...dislikedBy]), bob);
    if (typeof expected === 'string') {
      expect(result).toEqual({ ok: false, status: 400, message: expected });
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
    ['upvote twice', 'up', [ann], [], messages.alreadyUpvoted],
    ['downvote twice', 'down', [], [ann], messages.alreadyDownvoted],
  ] as const)('%s', (_case, direction, upvotedBy, downvotedBy, expected) => {
    const base = post();
    const withVotes: Post = {
      ...base,
      comments: base.comments.map((comment) => ({ ...comment, votes: { upvotedBy: [...upvotedBy], downvotedBy: [...downvotedBy] } })),
    };
    const result = voteOnComment(withVotes, 'c1', ann, direction);
    if (typeof expected === 'string') {
      expect(result).toEqual({ ok: false, status: 400, message: expected });
      return;
    }
    if (!result.ok) throw new Error(result.message);
    expect(names(result.value.comments[0]!.votes.upvotedBy)).toEqual(expected.up);
    expect(names(result.value.comments[0]!.votes.downvotedBy)).toEqual(expected.down);
  });

  it('a vote on a comment that does not exist is a 404 naming the comment', () => {
    expect(voteOnComment(post(), 'nope', ann, 'up')).toEqual({ ok: false, status: 404, message: messages.commentNotFound('nope') });
  });
});

describe('ownership rules', () => {
  const data = { caption: 'new', content: 'new text', img: '' };
  it.each([
    ['the author edits their post', () => editPost(post(), ann, data, 'now'), true],
    ['someone else edits the post', () => editPost(post(), bob, data, 'now'), messages.editForeignPost],
    ['the author deletes their post', () => checkCanDeletePost(post(), ann), true],
    ['someone else deletes the post', () => checkCanDeletePost(post(), bob), messages.deleteForeignPost],
    ['the comment author edits it', () => editComment(post(), 'c1', bob, { text: 'x' }, 'now'), true],
    ['the post author cannot edit a comment', () => editComment(post(), 'c1', ann, { text: 'x' }, 'now'), messages.editForeignComment],
    ['the comment author deletes it', () => deleteComment(post(), 'c1', bob), true],
    ['the post author deletes a comment on their post', () => deleteComment(post(), 'c1', ann), true],
    ['a third user deletes the comment', () => deleteComment(post(), 'c1', { _id: 'u-cy', username: 'cy' }), messages.deleteForeignComment],
  ])('%s', (_case, run, expected) => {
    const result = run();
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, status: 400, message: expected });
  });

  it('a new comment is added at the end with no votes', () => {
    const result = addComment(post(), ann, { text: 'hello' }, 'c2', 'now');
    expect(result.comments.at(-1)).toMatchObject({ _id: 'c2', username: 'ann', text: 'hello', votes: { upvotedBy: [], downvotedBy: [] } });
  });
});

describe('bookmark rules', () => {
  it.each([
    ['add a bookmark', addBookmark, [], ['p1']],
    ['add a bookmark twice', addBookmark, ['p1'], messages.alreadyBookmarked],
    ['remove a bookmark', removeBookmark, ['p1', 'p2'], ['p2']],
    ['remove a bookmark that is not there', removeBookmark, ['p2'], messages.notBookmarked],
  ] as const)('%s', (_case, rule, bookmarks, expected) => {
    const result = rule(user(ann, { bookmarks: [...bookmarks] }), 'p1');
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, status: 400, message: expected });
    else expect(result.ok && result.value.bookmarks).toEqual(expected);
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
    ['follow someone already followed', () => follow(user(ann, { following: [bob] }), user(bob)), messages.alreadyFollowing],
    ['unfollow someone not followed', () => unfollow(user(ann), user(bob)), messages.notFollowing],
    ['follow yourself', () => follow(user(ann), user(ann)), messages.followSelf],
  ])('%s is refused', (_case, run, message) => {
    expect(run()).toEqual({ ok: false, status: 400, message });
  });
});

describe('input validation', () => {
  it.each([
    [{ caption: '', content: 'x' }, 'Caption is required.'],
    [{ caption: '   ', content: 'x' }, 'Caption is required.'],
    [{ caption: 'x'.repeat(101), content: 'x' }, 'Caption must be at most 100 characters.'],
    [{ caption: 'x', content: 'x'.repeat(121) }, 'Content must be at most 120 characters.'],
    [{ caption: 'x', content: 'y', img: 'data:text/plain;base64,aGVsbG8=' }, 'Image must be a PNG, JPEG, GIF or WebP image.'],
    [{ caption: 'x', content: 'y', img: 'data:image/png;base64,aGVsbG8gd29ybGQh' }, 'Image is not a valid image file.'],
    [{ caption: 42, content: 'y' }, 'Caption must be text.'],
  ])('post data %j is refused with "%s"', (data, message) => {
    expect(validatePostData(data)).toEqual({ ok: false, status: 400, message });
  });

  it('accepts a caption of exactly 100 and content of exactly 120 characters, trimmed', () => {
    const result = validatePostData({ caption: ` ${'c'.repeat(100)} `, content: 'x'.repeat(120) });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'Website must be a link starting with http:// or https://.'],
    ['not a url', 'Website must be a link starting with http:// or https://.'],
  ])('a website of %s is refused', (website, message) => {
    expect(validateProfileData({ website }, user(ann))).toEqual({ ok: false, status: 400, message });
  });

  it('keeps fields the edit leaves out', () => {
    const result = validateProfileData({ bio: 'new bio' }, user(ann, { website: 'https://a.example' }));
    expect(result).toEqual({ ok: true, value: { bio: 'new bio', website: 'https://a.example', img: '' } });
  });
});

describe('image size limit (1 MiB)', () => {
  const pngOf = (bytes: number) => {
    const data = new Uint8Array(bytes);
    data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return `data:image/png;base64,${Buffer.from(data).toString('base64')}`;
  };

  it('accepts an image of exactly the limit and refuses one byte more', () => {
    expect(validatePostData({ caption: 'c', content: 'x', img: pngOf(1024 * 1024) }).ok).toBe(true);
    expect(validatePostData({ caption: 'c', content: 'x', img: pngOf(1024 * 1024 + 1) })).toEqual({
      ok: false,
      status: 400,
      message: 'Image must be at most 1 MB.',
    });
  });
});
