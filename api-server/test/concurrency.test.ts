import { signedUp } from 'api-contract/payloads';
import { newcomer } from 'api-contract/contract-suite';
import { messages } from 'api-contract/messages';
import { appClientFor, clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

/** The seed's people but the guest, as they sign in. */
const seedPeople = [
  { username: 'omarh', password: 'omarHaddad123' },
  { username: 'lenaf', password: 'lenaFischer123' },
  { username: 'kenjisato', password: 'kenjiSato123' },
  { username: 'priyanair', password: 'priyaNair123' },
  { username: 'adarshbalika', password: 'adarshBalika123' },
];

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

describe(`requests that race, on ${databaseName}`, () => {
  it('ten likes of one post by one user at once: one succeeds and the count is 1', async () => {
    const api = await clientFor(server, guest);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(server, 'POST', '/api/posts/like/post-3', { token: api.token, body: {} })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body)).toEqual(
      Array.from({ length: 9 }, () => ({ errors: [messages.alreadyLiked], code: 'like.already_liked' })),
    );
    expect((await api.getPost({ postId: 'post-3' })).post.likes).toEqual({
      likeCount: 1,
      likedBy: [{ _id: 'user-guest', username: 'guest' }],
      dislikedBy: [],
    });
  });

  it('likes by many users at once are all counted', async () => {
    const anonymous = await clientFor(server);
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        anonymous.signup({
          body: {
            username: `racer${index}`,
            password: newcomer.password,
            firstName: 'Race',
            lastName: `No${index}`,
            email: `racer${index}@example.com`,
          },
        }),
      ),
    );
    const answers = await Promise.all(
      people.map(signedUp).map(({ encodedToken }) => send(server, 'POST', '/api/posts/like/post-3', { token: encodedToken, body: {} })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 201));
    const { likes } = (await anonymous.getPost({ postId: 'post-3' })).post;
    expect(likes.likeCount).toBe(12);
    expect(likes.likedBy).toHaveLength(12);
  });

  it('likes and dislikes of one post by one user at once leave the count equal to the likers', async () => {
    const api = await clientFor(server, guest);
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(server, 'POST', `/api/posts/${index % 2 ? 'dislike' : 'like'}/post-2`, { token: api.token, body: {} }),
      ),
    );
    const { likes } = (await api.getPost({ postId: 'post-2' })).post;
    expect(likes.likeCount).toBe(likes.likedBy.length);
    expect(
      likes.likedBy.filter((ref) => ref.username === 'guest').length + likes.dislikedBy.filter((ref) => ref.username === 'guest').length,
    ).toBe(1);
  });

  it('posts holding the same tags in different orders, written at once by different people, are all written and counted', async () => {
    // One person's posts take turns on their row (their count of posts): the race is between people.
    const people = await Promise.all([guest, ...seedPeople].map(async (person) => (await clientFor(server, person)).token));
    const orders = ['#alpha #beta #gamma', '#gamma #beta #alpha', '#beta #alpha #gamma', '#gamma #alpha #beta'];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        send(server, 'POST', '/api/posts', {
          token: people[index % people.length],
          body: { postData: { caption: `Tagged ${index}`, content: orders[index % orders.length]! } },
          headers: { prefer: 'return=minimal' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 24 }, () => 201));
    const { tags } = await (await appClientFor(server)).searchTags();
    expect(tags).toEqual([
      { name: 'alpha', postCount: 24 },
      { name: 'beta', postCount: 24 },
      { name: 'gamma', postCount: 24 },
    ]);
  });

  it('five signups of one new username at once: exactly one succeeds', async () => {
    const answers = await Promise.all(
      ['twin', 'twin', 'TWIN', 'Twin', 'twin'].map((username, index) =>
        send(server, 'POST', '/api/auth/signup', {
          body: { username, password: newcomer.password, firstName: 'Twin', lastName: `No${index}`, email: `twin${index}@example.com` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422).map((answer) => answer.body)).toEqual(
      Array.from({ length: 4 }, () => ({ errors: [messages.usernameTaken], code: 'signup.username_taken' })),
    );
  });

  it('the same follow and the same bookmark sent five times at once are each made once', async () => {
    const api = await clientFor(server, guest);
    const follows = await Promise.all(
      Array.from({ length: 5 }, () => send(server, 'POST', '/api/users/follow/user-omar', { token: api.token, body: {} })),
    );
    const bookmarks = await Promise.all(
      Array.from({ length: 5 }, () => send(server, 'POST', '/api/users/bookmark/post-4', { token: api.token, body: {} })),
    );
    expect(follows.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(bookmarks.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect((await api.getUser({ userId: 'user-omar' })).user.followers).toEqual([{ _id: 'user-guest', username: 'guest' }]);
    expect(await api.getBookmarks()).toEqual({ bookmarks: ['post-1', 'post-4'] });
  });

  it('five first messages to the same person at once make one conversation, holding all five', async () => {
    const { token } = await clientFor(server, guest);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        send(server, 'POST', '/api/conversations', { token, body: { conversationData: { to: ['omarh'], text: `Hello ${index}` } } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const omar = await appClientFor(server, seedPeople[0]);
    const { conversations } = await omar.getConversations();
    expect(conversations).toHaveLength(1);
    const { messages: written } = await omar.getMessages({ conversationId: conversations[0]?._id ?? '' });
    expect(written).toHaveLength(5);
  });

  // Each of these checked the record, then wrote a row that names it: a deletion in between made
  // the write a foreign-key violation, answered 500 (issue 17). The deletion is slipped in just
  // before the write, every time.
  describe('a change to a record deleted between its check and its write', () => {
    /** A post of the guest's, and the guest's token. */
    async function guestsPost(): Promise<{ token: string; postId: string }> {
      const { token } = await clientFor(server, guest);
      const created = await send(server, 'POST', '/api/posts', {
        token,
        body: { postData: { caption: 'Soon gone', content: 'x' } },
        headers: { prefer: 'return=minimal' },
      });
      return { token: token!, postId: (created.body as { post: { _id: string } }).post._id };
    }

    it.each([
      // A comment is written in a transaction with the mentions it tells of: the deletion comes in
      // just before it begins (on PGlite, which runs one transaction at a time, the only place one can).
      ['a comment', /^begin$/, (postId: string) => `/api/comments/add/${postId}`],
      ['a bookmark', /insert into bookmarks/, (postId: string) => `/api/users/bookmark/${postId}`],
    ])('%s on a post deleted meanwhile is the contract’s 404, and nothing is left of the post', async (_case, write, address) => {
      const { token, postId } = await guestsPost();
      let deletion: Awaited<ReturnType<typeof send>> | null = null;
      server.db.beforeNextQuery(write, async () => {
        deletion = await send(server, 'DELETE', `/api/posts/${postId}`, { token });
      });
      const answer = await send(server, 'POST', address(postId), { token, body: { commentData: { text: 'Too late' } } });
      expect(deletion).toMatchObject({ status: 201 });
      expect(answer).toMatchObject({ status: 404, body: { errors: [messages.postNotFound(postId)] } });
      expect(await send(server, 'GET', `/api/comments/${postId}`)).toMatchObject({ status: 404 });
      expect(await send(server, 'GET', '/api/users/bookmark', { token })).toMatchObject({ body: { bookmarks: ['post-1'] } });
    });

    it('a reply to a comment deleted meanwhile is the contract’s 404 naming the comment, and counts nothing', async () => {
      const { token } = await clientFor(server, guest);
      // The guest wrote post-6, so may delete Adarsh's comment on it while Omar answers it.
      const omar = await clientFor(server, { username: 'omarh', password: 'omarHaddad123' });
      server.db.beforeNextQuery(/^begin$/, () => send(server, 'POST', '/api/comments/delete/post-6/comment-6-1', { token, body: {} }));
      const answer = await send(server, 'POST', '/api/comments/add/post-6', {
        token: omar.token,
        body: { commentData: { text: 'Too late', parentId: 'comment-6-1' } },
      });
      expect(answer).toMatchObject({ status: 404, body: { errors: [messages.replyTargetGone('comment-6-1')] } });
      expect((await omar.getPost({ postId: 'post-6' })).post.commentCount).toBe(1);
    });

    it('a follow of an account deleted meanwhile is the contract’s 404', async () => {
      const leaving = signedUp(await (await clientFor(server)).signup({ body: newcomer }));
      const { token } = await clientFor(server, guest);
      const userId = leaving.createdUser._id;
      server.db.beforeNextQuery(/insert into follows/, () =>
        send(server, 'DELETE', '/api/users/me', { token: leaving.encodedToken, body: { password: newcomer.password } }),
      );
      const answer = await send(server, 'POST', `/api/users/follow/${userId}`, { token, body: {} });
      expect(answer).toMatchObject({ status: 404, body: { errors: [messages.userNotFound(userId)] } });
      expect(await send(server, 'GET', `/api/users/${userId}`)).toMatchObject({ status: 404 });
    });
  });

  // A follow checks that neither person blocks the other, then inserts; a block committed in
  // between must still keep the follow out. The follows_unblocked trigger (migration 010)
  // refuses it, and the API answers the contract's 403, not the database's error. The block is
  // slipped in just before the follow's insert, every time.
  describe('a block committed between a follow’s check and its insert', () => {
    const omar = { username: 'omarh', password: 'omarHaddad123' };

    it.each([
      ['the one who follows blocks', () => guest, 403, messages.youBlocked],
      ['the one followed blocks', () => omar, 404, messages.profileUnavailable],
    ])('%s: the follow is refused as the contract says and leaves no follow', async (_case, blocker, status, message) => {
      const guestApi = await clientFor(server, guest);
      const blockerApi = await clientFor(server, blocker());
      const blocked = blocker() === guest ? 'user-omar' : 'user-guest';
      let block: Awaited<ReturnType<typeof send>> | null = null;
      server.db.beforeNextQuery(/insert into follows/, async () => {
        block = await send(server, 'POST', `/api/users/block/${blocked}`, { token: blockerApi.token, body: {} });
      });
      const answer = await send(server, 'POST', '/api/users/follow/user-omar', { token: guestApi.token, body: {} });
      expect(block).toMatchObject({ status: 201 });
      expect(answer).toMatchObject({ status, body: { errors: [message] } });
      const anyone = await clientFor(server);
      expect((await anyone.getUser({ userId: 'user-omar' })).user).toMatchObject({ followerCount: 0, followers: [] });
      expect((await anyone.getUser({ userId: 'user-guest' })).user).toMatchObject({ followingCount: 2 });
    });
  });

  // Each edit read the whole profile and wrote it all back: of two edits at once, the later put
  // back what the earlier had changed (issue 17). The other edit is slipped in between the read
  // and the write, every time.
  it('two edits of different fields of one profile at once both land', async () => {
    const { token } = await clientFor(server, guest);
    server.db.beforeNextQuery(/update users set/, () =>
      send(server, 'POST', '/api/users/edit', { token, body: { userData: { website: 'https://elsewhere.example' } } }),
    );
    const answer = await send(server, 'POST', '/api/users/edit', { token, body: { userData: { bio: 'Edited at once' } } });
    expect(answer.status).toBe(201);
    const { user } = await (await clientFor(server)).getUser({ userId: 'user-guest' });
    expect(user).toMatchObject({ bio: 'Edited at once', website: 'https://elsewhere.example' });
  });
});
