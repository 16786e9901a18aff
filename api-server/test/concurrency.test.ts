import { signedUp } from 'api-contract/payloads';
import { newcomer } from 'api-contract/contract-suite';
import { messages } from 'api-contract/messages';
import { clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

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
      Array.from({ length: 9 }, () => ({ errors: [messages.alreadyLiked] })),
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
      Array.from({ length: 4 }, () => ({ errors: [messages.usernameTaken] })),
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
});
