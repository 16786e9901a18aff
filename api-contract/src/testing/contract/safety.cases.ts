import type { Post } from '../../entities';
import { messages } from '../../messages';
import type { SortOrder } from '../../schemas/queries';
import type { Contract } from './context';
import { failure, refusalOf } from './harness';

const ids = (records: Array<{ _id: string }>) => records.map((record) => record._id);
const names = (refs: Array<{ username: string }>) => refs.map((ref) => ref.username);

/** The seed's people the cases sign in as. */
const people = {
  priyanair: 'priyaNair123',
  adarshbalika: 'adarshBalika123',
  omarh: 'omarHaddad123',
  lenaf: 'lenaFischer123',
} as const;

const signInAs = (c: Contract, username: keyof typeof people) => c.signInAs(username, people[username]);

/** Every page of Explore in one order, `limit` at a time: each page's ids, so a test sees that pages stay full. */
async function explorePages(c: Contract, sort: SortOrder, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: { posts: Post[]; nextCursor: string | null } = await c.app.getPosts({ query: { sort, limit, cursor } });
    pages.push(ids(page.posts));
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

/** The likers a post shows `c`'s viewer, and its exact count. */
async function likesOf(c: Contract, postId: string) {
  const { likes } = (await c.api.getPost({ postId })).post;
  return { count: likes.likeCount, likedBy: names(likes.likedBy) };
}

export function safetyCases(contract: () => Contract): void {
  describe('blocks and mutes', () => {
    it('a block answers the blocked person as the blocker now sees them, and ends the follows between the two both ways', async () => {
      const c = contract();
      // Priya follows Lena (in the seed), Lena follows Priya back; then Lena blocks Priya.
      await signInAs(c, 'lenaf');
      await c.app.follow({ followUserId: 'user-priya' });
      const { user } = await c.app.block({ userId: 'user-priya' });
      expect(user).toMatchObject({ _id: 'user-priya', username: 'priyanair', blockedByMe: true, mutedByMe: false });
      // What a blocker sees of the blocked is little more than the name: nothing they wrote or who they know.
      expect(user).toMatchObject({ bio: '', website: '', followers: [], following: [] });
      const lena = (await c.app.getUser({ userId: 'user-lena' })).user;
      expect(lena).toMatchObject({ followerCount: 0, followingCount: 1, followers: [], following: [{ username: 'kenjisato' }] });
      expect((await c.app.getUser({ userId: 'user-priya' })).user).toMatchObject({
        blockedByMe: true,
        followerCount: 2,
        followingCount: 0,
      });
      expect((await c.app.getBlocks()).users.map((blocked) => blocked.username)).toEqual(['priyanair']);
    });

    it("the blocked person sees the blocker's profile as unavailable, by id and by name, and is not told why", async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-priya' });
      await signInAs(c, 'priyanair');
      const unavailable = { status: 404, message: messages.profileUnavailable };
      expect(await failure(c.app.getUser({ userId: 'user-guest' }))).toEqual(unavailable);
      expect(await failure(c.app.getUserByUsername({ username: 'guest' }))).toEqual(unavailable);
      // Nobody signed in, and anyone else, still sees it.
      c.token = null;
      expect((await c.app.getUser({ userId: 'user-guest' })).user).not.toHaveProperty('blockedByMe');
      await signInAs(c, 'omarh');
      expect((await c.app.getUser({ userId: 'user-guest' })).user).toMatchObject({ blockedByMe: false, mutedByMe: false });
    });

    it.each(['newest', 'oldest', 'trending'] as const)(
      'neither sees the other’s posts in Explore (%s), a page or the spec’s list, nor by id',
      async (sort) => {
        const c = contract();
        await c.guest();
        await c.app.block({ userId: 'user-priya' });
        expect((await explorePages(c, sort, 100)).flat()).not.toContain('post-2');
        expect(ids((await c.api.getPosts()).posts)).not.toContain('post-2');
        expect(await failure(c.app.getPost({ postId: 'post-2' }))).toEqual({ status: 404, message: messages.postNotFound('post-2') });
        expect(await failure(c.app.getComments({ postId: 'post-2' }))).toEqual({ status: 404, message: messages.postNotFound('post-2') });
        expect((await c.app.getUserPosts({ username: 'priyanair', query: { sort, limit: 10 } })).posts).toEqual([]);
        await signInAs(c, 'priyanair');
        expect((await explorePages(c, sort, 100)).flat()).not.toContain('post-6');
        expect(await failure(c.app.getPost({ postId: 'post-6' }))).toEqual({ status: 404, message: messages.postNotFound('post-6') });
        expect(ids((await c.api.getUserPosts({ username: 'guest' })).posts)).toEqual([]);
      },
    );

    it('pages stay full across a cursor when posts between them are hidden, in every order', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-omar' });
      await c.app.mute({ userId: 'user-kenji' });
      expect(await explorePages(c, 'newest', 2)).toEqual([
        ['post-6', 'post-4'],
        ['post-2', 'post-1'],
      ]);
      expect(await explorePages(c, 'oldest', 2)).toEqual([
        ['post-1', 'post-2'],
        ['post-4', 'post-6'],
      ]);
      expect(await explorePages(c, 'trending', 2)).toEqual([
        ['post-4', 'post-1'],
        ['post-2', 'post-6'],
      ]);
      // The people lists likewise: the most followed first, without the one blocked.
      const first = await c.app.searchUsers({ query: { limit: 2 } });
      const second = await c.app.searchUsers({ query: { limit: 2, cursor: first.nextCursor } });
      const third = await c.app.searchUsers({ query: { limit: 2, cursor: second.nextCursor } });
      expect([first, second, third].map((page) => page.users.map((user) => user.username))).toEqual([
        ['adarshbalika', 'priyanair'],
        ['kenjisato', 'lenaf'],
        ['guest'],
      ]);
      expect(third.nextCursor).toBeNull();
    });

    it('a muted person’s posts and comments leave the home feed, Explore and comments; they stay reachable, and their person is not hidden', async () => {
      const c = contract();
      await c.guest();
      const { user } = await c.app.mute({ userId: 'user-adarsh' });
      expect(user).toMatchObject({
        username: 'adarshbalika',
        mutedByMe: true,
        blockedByMe: false,
        bio: 'Frontend developer and coffee person.',
      });
      expect(ids((await c.app.getFeedPage({ query: { limit: 20 } })).posts)).toEqual(['post-6', 'post-2']);
      expect(ids((await c.app.getFeedPage({ query: { sort: 'trending', limit: 20 } })).posts)).toEqual(['post-2', 'post-6']);
      expect((await explorePages(c, 'newest', 100)).flat()).toEqual(['post-6', 'post-5', 'post-4', 'post-3', 'post-2']);
      // Adarsh's comment on the guest's own post, in the page and in the post's first comments.
      expect(ids((await c.app.getComments({ postId: 'post-6', query: { limit: 10 } })).comments)).toEqual(['comment-6-2']);
      expect(ids((await c.api.getPost({ postId: 'post-6' })).post.comments)).toEqual(['comment-6-2']);
      expect(ids((await c.api.getComments({ postId: 'post-6' })).comments)).toEqual(['comment-6-2']);
      expect((await c.api.getPost({ postId: 'post-6' })).post.commentCount).toBe(2);
      // Reached on purpose: the post by its id, the person's own posts, the person among likers and in search.
      expect((await c.api.getPost({ postId: 'post-1' })).post.username).toBe('adarshbalika');
      expect(ids((await c.app.getUserPosts({ username: 'adarshbalika', query: { limit: 10 } })).posts)).toEqual(['post-1']);
      expect(await likesOf(c, 'post-2')).toEqual({ count: 1, likedBy: ['adarshbalika'] });
      expect((await c.app.searchUsers({ query: { q: 'adarsh', limit: 10 } })).users.map((found) => found.username)).toEqual([
        'adarshbalika',
      ]);
      // The muted person sees and reaches the one who muted them as before.
      await signInAs(c, 'adarshbalika');
      expect((await explorePages(c, 'newest', 100)).flat()).toContain('post-6');
      expect((await c.app.likePost({ postId: 'post-6' })).post.likes.likeCount).toBe(1);
      expect((await c.app.getUser({ userId: 'user-guest' })).user).toMatchObject({ mutedByMe: false, blockedByMe: false });
    });

    it('a blocked person leaves the likers, voters, followers and following shown; the counts stay exact', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-priya' });
      expect(await likesOf(c, 'post-4')).toEqual({ count: 3, likedBy: ['kenjisato', 'guest'] });
      expect(await likesOf(c, 'post-1')).toEqual({ count: 2, likedBy: ['omarh'] });
      const lena = (await c.app.getUser({ userId: 'user-lena' })).user;
      expect(lena).toMatchObject({ followerCount: 1, followers: [], following: [{ username: 'kenjisato' }] });
      const adarsh = (await c.app.getUser({ userId: 'user-adarsh' })).user;
      expect(adarsh).toMatchObject({ followingCount: 1, following: [] });
      // A vote by the blocked person on a comment no longer shows either.
      await signInAs(c, 'priyanair');
      await c.app.upvoteComment({ postId: 'post-5', commentId: 'comment-5-1' });
      await c.guest();
      const voted = (await c.app.getComments({ postId: 'post-5', query: { limit: 10 } })).comments.find((one) => one._id === 'comment-5-1');
      expect(voted?.votes.upvotedBy).toEqual([]);
    });

    it('a blocked person’s comments leave every post both ways, and people lists leave them out', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-priya' });
      expect(ids((await c.api.getPost({ postId: 'post-1' })).post.comments)).toEqual(['comment-1-2']);
      expect(ids((await c.app.getComments({ postId: 'post-3', query: { limit: 10 } })).comments)).toEqual(['comment-3-1']);
      expect((await c.api.getUsers()).users.map((user) => user.username)).not.toContain('priyanair');
      expect((await c.app.getUsers({ query: { usernames: ['priyanair', 'lenaf'] } })).users.map((user) => user.username)).toEqual([
        'lenaf',
      ]);
      expect((await c.app.searchUsers({ query: { q: 'nair', limit: 10 } })).users).toEqual([]);
      await signInAs(c, 'priyanair');
      expect(ids((await c.api.getPost({ postId: 'post-4' })).post.comments)).toEqual(['comment-4-2']);
      expect((await c.app.searchUsers({ query: { q: 'gue', limit: 10 } })).users).toEqual([]);
      expect((await c.app.getUsers({ query: { usernames: ['guest'] } })).users).toEqual([]);
    });

    it('a bookmarked post of someone one blocks leaves the bookmarks', async () => {
      const c = contract();
      await c.guest();
      await c.app.addBookmark({ postId: 'post-2' });
      await c.app.addBookmark({ postId: 'post-3' });
      await c.app.block({ userId: 'user-priya' });
      const first = await c.app.getBookmarkedPostsPage({ query: { limit: 1 } });
      expect(ids(first.posts)).toEqual(['post-3']);
      const rest = await c.app.getBookmarkedPostsPage({ query: { limit: 1, cursor: first.nextCursor } });
      expect([ids(rest.posts), rest.nextCursor]).toEqual([['post-1'], null]);
      expect(await c.api.getBookmarks()).toEqual({ bookmarks: ['post-1', 'post-3'] });
      // Hidden, it cannot be taken away either: it is kept, as it was, for when the block ends.
      expect(await failure(c.app.removeBookmark({ postId: 'post-2' }))).toEqual({ status: 404, message: messages.postNotFound('post-2') });
      await c.app.unblock({ userId: 'user-priya' });
      expect(await c.api.getBookmarks()).toEqual({ bookmarks: ['post-1', 'post-2', 'post-3'] });
    });

    it('the home feed leaves out a followed person who is muted or suspended', async () => {
      const c = contract();
      await c.guest();
      expect(ids((await c.app.getFeedPage({ query: { limit: 20 } })).posts)).toEqual(['post-6', 'post-2', 'post-1']);
      await c.harness.suspend('priyanair');
      expect(ids((await c.app.getFeedPage({ query: { limit: 20 } })).posts)).toEqual(['post-6', 'post-1']);
      await c.app.mute({ userId: 'user-adarsh' });
      expect(ids((await c.app.getFeedPage({ query: { limit: 20 } })).posts)).toEqual(['post-6']);
    });

    it('a suspended person, and what they made, are hidden from everyone while it lasts; the counts stay exact', async () => {
      const c = contract();
      await c.harness.suspend('omarh');
      for (const signedIn of [false, true]) {
        if (signedIn) await c.guest();
        expect((await explorePages(c, 'newest', 100)).flat()).toEqual(['post-6', 'post-5', 'post-4', 'post-2', 'post-1']);
        expect(await failure(c.app.getPost({ postId: 'post-3' }))).toEqual({ status: 404, message: messages.postNotFound('post-3') });
        expect(await failure(c.app.getUser({ userId: 'user-omar' }))).toEqual({ status: 404, message: messages.profileUnavailable });
        expect(await failure(c.app.getUserByUsername({ username: 'omarh' }))).toEqual({
          status: 404,
          message: messages.profileUnavailable,
        });
        expect(await likesOf(c, 'post-1')).toEqual({ count: 2, likedBy: ['priyanair'] });
        expect(ids((await c.api.getPost({ postId: 'post-1' })).post.comments)).toEqual(['comment-1-1']);
        const adarsh = (await c.app.getUser({ userId: 'user-adarsh' })).user;
        expect(adarsh).toMatchObject({ followerCount: 2, followers: [{ username: 'guest' }] });
        expect((await c.app.searchUsers({ query: { q: 'omar', limit: 10 } })).users).toEqual([]);
        expect((await c.api.getUsers()).users.map((user) => user.username)).not.toContain('omarh');
      }
    });

    it('a follow of a suspended person, or a like, comment, vote or bookmark of what they made, is the 404 a read answers, and changes nothing', async () => {
      const c = contract();
      await c.guest();
      await c.harness.suspend('omarh');
      const postGone = { status: 404, message: messages.postNotFound('post-3') };
      const refusals: Array<[() => Promise<unknown>, { status: number; message: string }]> = [
        [() => c.app.follow({ followUserId: 'user-omar' }), { status: 404, message: messages.profileUnavailable }],
        [() => c.app.likePost({ postId: 'post-3' }), postGone],
        [() => c.app.dislikePost({ postId: 'post-3' }), postGone],
        [() => c.app.addComment({ postId: 'post-3', body: { text: 'Hello?' } }), postGone],
        [() => c.app.addBookmark({ postId: 'post-3' }), postGone],
        [() => c.app.upvoteComment({ postId: 'post-3', commentId: 'comment-3-1' }), postGone],
        // Omar's comment on Adarsh's post.
        [
          () => c.app.upvoteComment({ postId: 'post-1', commentId: 'comment-1-2' }),
          { status: 404, message: messages.commentNotFound('comment-1-2') },
        ],
      ];
      for (const [call, refused] of refusals) expect(await failure(call())).toEqual(refused);
      await c.harness.unsuspend('omarh');
      const post3 = (await c.api.getPost({ postId: 'post-3' })).post;
      expect(post3).toMatchObject({ commentCount: 2, likes: { likeCount: 0, likedBy: [], dislikedBy: [] }, bookmarkedByMe: false });
      expect(post3.comments.map((one) => one.votes)).toEqual([
        { upvotedBy: [], downvotedBy: [] },
        { upvotedBy: [], downvotedBy: [] },
      ]);
      expect((await c.app.getUser({ userId: 'user-omar' })).user).toMatchObject({ followerCount: 0, followedByMe: false });
      const omarsComment = (await c.api.getPost({ postId: 'post-1' })).post.comments.find((one) => one._id === 'comment-1-2');
      expect(omarsComment?.votes).toEqual({ upvotedBy: [], downvotedBy: [] });
    });

    // What the blocked person reads of what each call reaches (the blocker, her post, her comment).
    const profileRead = (c: Contract) => c.app.getUser({ userId: 'user-guest' });
    const postRead = (c: Contract) => c.app.getPost({ postId: 'post-6' });
    const commentRead = (c: Contract) => c.app.getReplies({ postId: 'post-4', commentId: 'comment-4-1' });
    it.each([
      ['follow', (c: Contract, other: string) => c.app.follow({ followUserId: other }), profileRead],
      ['like', (c: Contract, _other: string, postId: string) => c.app.likePost({ postId }), postRead],
      ['dislike', (c: Contract, _other: string, postId: string) => c.app.dislikePost({ postId }), postRead],
      ['comment on a post', (c: Contract, _other: string, postId: string) => c.app.addComment({ postId, body: { text: 'Hi' } }), postRead],
      ['bookmark', (c: Contract, _other: string, postId: string) => c.app.addBookmark({ postId }), postRead],
      [
        'upvote a comment',
        (c: Contract, _other: string, _postId: string, comment: { postId: string; commentId: string }) => c.app.upvoteComment(comment),
        commentRead,
      ],
      [
        'downvote a comment',
        (c: Contract, _other: string, _postId: string, comment: { postId: string; commentId: string }) => c.app.downvoteComment(comment),
        commentRead,
      ],
    ])('%s is refused between two people when one blocks the other, and changes nothing', async (_case, act, read) => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-priya' });
      const before = { post4: await c.api.getPost({ postId: 'post-4' }), users: (await c.api.getUsers()).users };
      // The blocker, at the blocked person's post, and at her comment on someone else's post.
      expect(await failure(act(c, 'user-priya', 'post-2', { postId: 'post-3', commentId: 'comment-3-2' }))).toEqual({
        status: 403,
        message: messages.youBlocked,
      });
      await signInAs(c, 'priyanair');
      // The blocked person, at the blocker's post, and at the blocker's comment on Lena's post:
      // answered as a read of it is, "not found", so nothing tells her she is blocked.
      const refused = await refusalOf(act(c, 'user-guest', 'post-6', { postId: 'post-4', commentId: 'comment-4-1' }));
      expect(refused).toEqual(await refusalOf(read(c)));
      expect(refused.status).toBe(404);
      await c.guest();
      const after = { post4: await c.api.getPost({ postId: 'post-4' }), users: (await c.api.getUsers()).users };
      expect(after).toEqual(before);
      expect((await c.app.getBookmarkedPostsPage({ query: { limit: 10 } })).posts.map((post) => post._id)).toEqual(['post-1']);
    });

    it('a vote on a comment on a post whose author blocks the voter is refused, whoever wrote the comment', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-lena' });
      // Kenji's comment on the post of Lena, whom the guest blocks.
      expect(await failure(c.app.upvoteComment({ postId: 'post-4', commentId: 'comment-4-2' }))).toEqual({
        status: 403,
        message: messages.youBlocked,
      });
    });

    it('bad blocks and mutes are refused in words and change nothing', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-omar' });
      await c.app.mute({ userId: 'user-kenji' });
      const refusals: Array<[() => Promise<unknown>, number, string]> = [
        [() => c.app.block({ userId: 'user-guest' }), 400, messages.blockSelf],
        [() => c.app.mute({ userId: 'user-guest' }), 400, messages.muteSelf],
        [() => c.app.block({ userId: 'user-nobody' }), 404, messages.userNotFound('user-nobody')],
        [() => c.app.mute({ userId: 'user-nobody' }), 404, messages.userNotFound('user-nobody')],
        [() => c.app.unblock({ userId: 'user-nobody' }), 404, messages.userNotFound('user-nobody')],
        [() => c.app.unmute({ userId: 'user-nobody' }), 404, messages.userNotFound('user-nobody')],
        [() => c.app.block({ userId: 'user-omar' }), 400, messages.alreadyBlocked],
        [() => c.app.mute({ userId: 'user-kenji' }), 400, messages.alreadyMuted],
        [() => c.app.unblock({ userId: 'user-lena' }), 400, messages.notBlocked],
        [() => c.app.unmute({ userId: 'user-lena' }), 400, messages.notMuted],
      ];
      for (const [call, status, message] of refusals) expect(await failure(call())).toEqual({ status, message });
      expect((await c.app.getBlocks()).users.map((user) => user.username)).toEqual(['omarh']);
      expect((await c.app.getMutes()).users.map((user) => user.username)).toEqual(['kenjisato']);
      expect((await c.app.getUser({ userId: 'user-guest' })).user).toMatchObject({ followingCount: 2 });
      expect(await c.raw('GET', '/users/me/blocks?cursor=not-a-cursor', { headers: c.authorized() })).toMatchObject({
        status: 400,
        body: { errors: [messages.invalidCursor] },
      });
      c.token = null;
      expect((await c.raw('POST', '/users/block/user-omar')).status).toBe(401);
      expect((await c.raw('GET', '/users/me/mutes')).status).toBe(401);
    });

    it('one’s blocks and mutes come a page at a time, the latest first; undoing one takes it off', async () => {
      const c = contract();
      await c.guest();
      for (const userId of ['user-omar', 'user-priya', 'user-kenji']) await c.app.block({ userId });
      for (const userId of ['user-lena', 'user-adarsh']) await c.app.mute({ userId });
      const first = await c.app.getBlocks({ query: { limit: 2 } });
      expect(first.users.map((user) => [user.username, user.blockedByMe])).toEqual([
        ['kenjisato', true],
        ['priyanair', true],
      ]);
      const second = await c.app.getBlocks({ query: { limit: 2, cursor: first.nextCursor } });
      expect([second.users.map((user) => user.username), second.nextCursor]).toEqual([['omarh'], null]);
      expect((await c.app.getMutes()).users.map((user) => [user.username, user.mutedByMe])).toEqual([
        ['adarshbalika', true],
        ['lenaf', true],
      ]);
      expect((await c.app.unblock({ userId: 'user-priya' })).user).toMatchObject({
        blockedByMe: false,
        bio: 'Photographer. Mountains over beaches.',
      });
      expect((await c.app.unmute({ userId: 'user-lena' })).user).toMatchObject({ mutedByMe: false });
      expect((await c.app.getBlocks()).users.map((user) => user.username)).toEqual(['kenjisato', 'omarh']);
      expect((await c.app.getMutes()).users.map((user) => user.username)).toEqual(['adarshbalika']);
      // Unblocked, she is seen again; the follow the block ended stays ended.
      expect((await explorePages(c, 'newest', 100)).flat()).toContain('post-2');
      expect((await c.app.getUser({ userId: 'user-priya' })).user).toMatchObject({ followedByMe: false, blockedByMe: false });
    });
  });

  // What a block or a suspension hides from someone was still told to them by a change's answer
  // or its success (issue 32): each is now the 404 that reading it answers, and nothing changes.
  describe('what is hidden from someone stays hidden from their changes', () => {
    /** Priya blocks the guest; the guest is signed in again. */
    async function priyaBlocksTheGuest(c: Contract) {
      await signInAs(c, 'priyanair');
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
    }

    it('muting, unmuting or unfollowing someone who blocks one answers as their profile does, and changes nothing', async () => {
      const c = contract();
      await c.guest();
      await c.app.mute({ userId: 'user-priya' });
      await priyaBlocksTheGuest(c);
      const profile = await refusalOf(c.app.getUser({ userId: 'user-priya' }));
      expect(profile).toMatchObject({ status: 404, code: 'profile.unavailable' });
      expect(await refusalOf(c.app.unmute({ userId: 'user-priya' }))).toEqual(profile);
      expect(await refusalOf(c.app.mute({ userId: 'user-priya' }))).toEqual(profile);
      expect(await refusalOf(c.app.unfollow({ followUserId: 'user-priya' }))).toEqual(profile);
      // Still muted (the unmute changed nothing), and not listed: her record would tell.
      expect((await c.app.getMutes()).users).toEqual([]);
      await signInAs(c, 'priyanair');
      await c.app.unblock({ userId: 'user-guest' });
      await c.guest();
      expect((await c.app.getMutes()).users.map((user) => [user.username, user.mutedByMe])).toEqual([['priyanair', true]]);
    });

    it('one’s mutes leave out a muted person who is suspended', async () => {
      const c = contract();
      await c.guest();
      await c.app.mute({ userId: 'user-omar' });
      await c.app.mute({ userId: 'user-lena' });
      await c.harness.suspend('omarh');
      expect((await c.app.getMutes()).users.map((user) => user.username)).toEqual(['lenaf']);
    });

    it('a report of what is hidden from the reporter is the 404 of what is gone, and files nothing', async () => {
      const c = contract();
      await priyaBlocksTheGuest(c);
      await c.harness.suspend('omarh');
      const gone = await refusalOf(
        c.app.createReport({ body: { targetType: 'post', targetId: 'no-such-post', reason: 'spam', text: '' } }),
      );
      expect(gone).toMatchObject({ status: 404, code: 'report.target_gone' });
      for (const [targetType, targetId] of [
        ['post', 'post-2'],
        // Lena's comment on Priya's post: hidden with the post.
        ['comment', 'comment-2-2'],
        ['user', 'user-priya'],
        ['user', 'user-omar'],
      ] as const) {
        expect(await refusalOf(c.app.createReport({ body: { targetType, targetId, reason: 'spam', text: '' } }))).toEqual(gone);
      }
      await c.harness.makeAdmin('lenaf');
      await signInAs(c, 'lenaf');
      expect((await c.app.getReports()).reports).toEqual([]);
    });

    it('editing or deleting one’s comment on the post of someone who has since blocked one answers as reading the post does', async () => {
      const c = contract();
      await c.guest();
      const { comment } = await c.app.addComment({ postId: 'post-2', body: { text: 'Lovely light' } });
      await priyaBlocksTheGuest(c);
      const post = await refusalOf(c.app.getPost({ postId: 'post-2' }));
      expect(post).toMatchObject({ status: 404, code: 'post.not_found' });
      expect(await refusalOf(c.app.editComment({ postId: 'post-2', commentId: comment._id, body: { text: 'Changed' } }))).toEqual(post);
      // A deletion's answer would list the hidden post's comments.
      expect(await refusalOf(c.api.deleteComment({ postId: 'post-2', commentId: comment._id }))).toEqual(post);
      await signInAs(c, 'priyanair');
      await c.app.unblock({ userId: 'user-guest' });
      const { comments } = await c.app.getComments({ postId: 'post-2' });
      expect(comments.find((one) => one._id === comment._id)?.text).toBe('Lovely light');
    });
  });
}
