import { createApiClient, type ApiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { messages } from '../contract/messages';
import { signToken } from '../token/token';
import { guestCredentials, startMockApi, type MockApi } from './start-mock-api';

let mockApi: MockApi;
let token: string | null;
let api: ApiClient;

beforeEach(() => {
  mockApi = startMockApi({ environment: 'test' });
  token = null;
  api = createApiClient({ getToken: () => token });
});
afterEach(() => mockApi.shutdown());

async function signInAs(username: string, password: string): Promise<void> {
  token = (await api.login({ username, password })).encodedToken;
}

/** The status and message a failing call answered with. */
async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded');
}

const guest = () => signInAs(guestCredentials.username, guestCredentials.password);

describe('seed data', () => {
  it('has 6 users including the guest, and 6 posts with 2 comments each', async () => {
    const { users } = await api.getUsers();
    const { posts } = await api.getPosts();
    expect(users).toHaveLength(6);
    expect(users.map((user) => user.username)).toContain('guest');
    expect(posts).toHaveLength(6);
    expect(posts.every((post) => post.comments.length === 2)).toBe(true);
  });

  it('ships every image with the page, never from another host', async () => {
    const { users } = await api.getUsers();
    const { posts } = await api.getPosts();
    for (const src of [...users.map((user) => user.img), ...posts.map((post) => post.img)]) {
      expect(src).toMatch(/^data:image\//);
    }
  });
});

// The described app sent the password back with the user of a login or signup.
describe('no response carries a password', () => {
  it.each([
    ['login', () => api.login(guestCredentials)],
    ['signup', () => api.signup({ username: 'newbie', password: 'secret1', firstName: 'N', lastName: 'B', email: 'n@b.io' })],
    ['users', () => api.getUsers()],
    ['one user', () => api.getUser('user-guest')],
  ])('%s', async (_case, call) => {
    expect(JSON.stringify(await call())).not.toMatch(/password/);
  });
});

describe('calls and response shapes', () => {
  it('signup answers 201 with createdUser and a token that works for the next call', async () => {
    const { createdUser, encodedToken } = await api.signup({
      username: 'newbie',
      password: 'secret1',
      firstName: 'New',
      lastName: 'Bie',
      email: 'n@b.io',
    });
    expect(createdUser).toMatchObject({ username: 'newbie', firstName: 'New', followers: [], following: [], bookmarks: [] });
    token = encodedToken;
    await expect(api.getBookmarks()).resolves.toEqual({ bookmarks: [] });
  });

  it('a new post, an edit, a like and a delete each answer with the posts', async () => {
    await guest();
    const created = await api.createPost({ caption: 'Hi', content: 'First words' });
    const mine = created.posts.find((post) => post.caption === 'Hi');
    expect(mine).toMatchObject({ username: 'guest', firstName: 'Guest', content: 'First words' });
    const id = mine!._id;
    const edited = await api.editPost(id, { caption: 'Hi again', content: 'Edited' });
    expect(edited.posts.find((post) => post._id === id)).toMatchObject({ caption: 'Hi again', content: 'Edited' });
    const liked = await api.likePost(id);
    expect(liked.posts.find((post) => post._id === id)?.likes).toEqual({
      likeCount: 1,
      likedBy: [{ _id: 'user-guest', username: 'guest' }],
      dislikedBy: [],
    });
    const afterDelete = await api.deletePost(id);
    expect(afterDelete.posts.some((post) => post._id === id)).toBe(false);
  });

  it('comments can be added, edited, voted on and deleted', async () => {
    await guest();
    const { comments } = await api.addComment('post-2', { text: 'Lovely' });
    const mine = comments.at(-1)!;
    expect(mine).toMatchObject({ username: 'guest', text: 'Lovely' });
    await api.editComment('post-2', mine._id, { text: 'Lovely view' });
    const upvoted = await api.upvoteComment('post-2', mine._id);
    expect(upvoted.comments.at(-1)?.votes.upvotedBy).toEqual([{ _id: 'user-guest', username: 'guest' }]);
    const downvoted = await api.downvoteComment('post-2', mine._id);
    expect(downvoted.comments.at(-1)?.votes).toEqual({ upvotedBy: [], downvotedBy: [{ _id: 'user-guest', username: 'guest' }] });
    const afterDelete = await api.deleteComment('post-2', mine._id);
    expect(afterDelete.comments).toHaveLength(2);
  });

  it('bookmarks and follows answer with their lists and both users', async () => {
    await guest();
    expect(await api.addBookmark('post-3')).toEqual({ bookmarks: ['post-1', 'post-3'] });
    expect(await api.removeBookmark('post-1')).toEqual({ bookmarks: ['post-3'] });
    const followed = await api.follow('user-omar');
    expect(followed.user.following.map((ref) => ref.username)).toContain('omarh');
    expect(followed.followUser.followers.map((ref) => ref.username)).toContain('guest');
  });

  it('a profile edit changes bio, website and avatar but never the username', async () => {
    await guest();
    const { user } = await api.editProfile({ bio: 'Hello', website: 'https://guest.example' });
    expect(user).toMatchObject({ username: 'guest', bio: 'Hello', website: 'https://guest.example' });
  });

  it('the posts of one user', async () => {
    const { posts } = await api.getUserPosts('priyanair');
    expect(posts.map((post) => post.username)).toEqual(['priyanair']);
  });
});

describe('every server error of spec section 8', () => {
  it.each([
    [
      'signup with a taken username',
      422,
      messages.usernameTaken,
      () => api.signup({ username: 'guest', password: 'secret1', firstName: 'G', lastName: 'U', email: 'g@u.io' }),
    ],
    ['login with an unknown user', 404, messages.userNotRegistered, () => api.login({ username: 'nobody', password: 'x' })],
    ['login with a wrong password', 401, messages.wrongPassword, () => api.login({ username: 'guest', password: 'wrong' })],
    ['a call with no token', 401, messages.invalidToken, () => api.likePost('post-1')],
  ])('%s', async (_case, status, message, call) => {
    expect(await failure(call())).toEqual({ status, message });
  });

  it('a tampered token is refused', async () => {
    await guest();
    token = `${token!.slice(0, -2)}xx`;
    expect(await failure(api.likePost('post-1'))).toEqual({ status: 401, message: messages.invalidToken });
  });

  it('a valid token whose user is missing is a 404', async () => {
    token = signToken({ _id: 'user-gone', username: 'gone' });
    expect(await failure(api.likePost('post-1'))).toEqual({ status: 404, message: messages.userNotRegistered });
  });

  it.each([
    ['edit a post of someone else', messages.editForeignPost, () => api.editPost('post-1', { caption: 'x', content: 'y' })],
    ['delete a post of someone else', messages.deleteForeignPost, () => api.deletePost('post-1')],
    ['like a post already liked', messages.alreadyLiked, () => api.likePost('post-4')],
    ['dislike a post with no likes', messages.likeBelowZero, () => api.dislikePost('post-3')],
    ['edit a comment of someone else', messages.editForeignComment, () => api.editComment('post-1', 'comment-1-1', { text: 'x' })],
    [
      'delete a comment of someone else on a post of someone else',
      messages.deleteForeignComment,
      () => api.deleteComment('post-1', 'comment-1-1'),
    ],
    ['bookmark a post already bookmarked', messages.alreadyBookmarked, () => api.addBookmark('post-1')],
    ['remove a bookmark never made', messages.notBookmarked, () => api.removeBookmark('post-2')],
    ['follow a user already followed', messages.alreadyFollowing, () => api.follow('user-adarsh')],
    ['unfollow a user not followed', messages.notFollowing, () => api.unfollow('user-omar')],
  ])('400: %s', async (_case, message, call) => {
    await guest();
    expect(await failure(call())).toEqual({ status: 400, message });
  });

  it.each([
    [
      'dislike a post already disliked',
      messages.alreadyDisliked,
      async () => {
        await api.dislikePost('post-1');
        return api.dislikePost('post-1');
      },
    ],
    [
      'upvote a comment twice',
      messages.alreadyUpvoted,
      async () => {
        await api.upvoteComment('post-1', 'comment-1-1');
        return api.upvoteComment('post-1', 'comment-1-1');
      },
    ],
    [
      'downvote a comment twice',
      messages.alreadyDownvoted,
      async () => {
        await api.downvoteComment('post-1', 'comment-1-1');
        return api.downvoteComment('post-1', 'comment-1-1');
      },
    ],
  ])('400: %s', async (_case, message, call) => {
    await guest();
    expect(await failure(call())).toEqual({ status: 400, message });
  });

  it('500 carries the raised error', async () => {
    await guest();
    const clock = jest.spyOn(Date.prototype, 'toISOString').mockImplementation(() => {
      throw new Error('clock broke');
    });
    try {
      expect(await failure(api.addComment('post-1', { text: 'hi' }))).toEqual({ status: 500, message: 'clock broke' });
    } finally {
      clock.mockRestore();
    }
  });
});

// The described mock threw (a 500) on unknown ids and read bodies without checking them.
describe('unknown ids and bad bodies', () => {
  it.each([
    ['a post', () => api.getPost('nope'), messages.postNotFound('nope')],
    ['a post to like', () => api.likePost('nope'), messages.postNotFound('nope')],
    ["a post's comments", () => api.getComments('nope'), messages.postNotFound('nope')],
    ['a comment to edit', () => api.editComment('post-1', 'nope', { text: 'x' }), messages.commentNotFound('nope')],
    ['a user', () => api.getUser('nope'), messages.userNotFound('nope')],
    ['a user to follow', () => api.follow('nope'), messages.userNotFound('nope')],
    ['a post to bookmark', () => api.addBookmark('nope'), messages.postNotFound('nope')],
    ["a user's posts", () => api.getUserPosts('nope'), messages.usernameNotFound('nope')],
  ])('%s that does not exist is a 404 naming it', async (_case, call, message) => {
    await guest();
    expect(await failure(call())).toEqual({ status: 404, message });
  });

  it('a malformed JSON body is a 400 and changes nothing', async () => {
    await guest();
    const before = await api.getPosts();
    const response = await fetch('/api/posts', { method: 'POST', headers: { authorization: token! }, body: '{"postData": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [messages.malformedJson] });
    expect(await api.getPosts()).toEqual(before);
  });

  it('a body without its wrapper is a 400', async () => {
    await guest();
    const response = await fetch('/api/comments/add/post-1', { method: 'POST', headers: { authorization: token! }, body: '{"text":"hi"}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: ['The request body must hold "commentData".'] });
  });

  it('an invalid post is refused and stores nothing', async () => {
    await guest();
    expect(await failure(api.createPost({ caption: '', content: 'text' }))).toEqual({ status: 400, message: 'Caption is required.' });
    expect((await api.getPosts()).posts).toHaveLength(6);
  });

  it('another user profile cannot be edited', async () => {
    await guest();
    const response = await fetch('/api/users/edit', {
      method: 'POST',
      headers: { authorization: token! },
      body: JSON.stringify({ userData: { username: 'priyanair', bio: 'hacked' } }),
    });
    expect(response.status).toBe(400);
    expect((await api.getUser('user-priya')).user.bio).not.toBe('hacked');
  });
});

describe('failures on purpose (mock-api:fail)', () => {
  afterEach(() => localStorage.removeItem('mock-api:fail'));

  it('answers the chosen status for matching paths only, until removed', async () => {
    localStorage.setItem('mock-api:fail', JSON.stringify({ path: '^/api/posts$', status: 503 }));
    expect(await failure(api.getPosts())).toEqual({ status: 503, message: 'The service is unavailable right now. Please try again.' });
    await expect(api.getUsers()).resolves.toHaveProperty('users');
    localStorage.removeItem('mock-api:fail');
    await expect(api.getPosts()).resolves.toHaveProperty('posts');
  });
});

describe('a long timeline (seed-size option)', () => {
  it('seeds the asked number of posts, the six seeded ones first', async () => {
    mockApi.shutdown();
    mockApi = startMockApi({ environment: 'test', seedPosts: 1000 });
    const { posts } = await api.getPosts();
    expect(posts).toHaveLength(1000);
    expect(posts.slice(0, 6).map((post) => post._id)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(new Set(posts.map((post) => post._id)).size).toBe(1000);
  });
});
