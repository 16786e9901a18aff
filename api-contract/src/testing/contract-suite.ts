import { createApiClient, createSpecClient, type ApiClient, type SpecClient } from '../client/api-client';
import { isApiError } from '../client/api-error';
import type { Post, User } from '../entities';
import type { CommentPage, PostPage } from '../payloads';
import { messages } from '../messages';
import { guestCredentials } from '../seed/guest';

/**
 * The API contract as one suite of jest cases, run against every implementation: the in-page
 * Mirage mock and the HTTP server (on PGlite and on PostgreSQL). It covers every call of spec
 * section 7, every error of section 8, the behaviours the product notes fix, and the bad input
 * a careless or hostile client sends. Each test starts from the spec's seed.
 */

/** A response as a raw request got it, for the cases the typed client cannot send. */
export type RawResponse = { status: number; header: (name: string) => string | null; body: unknown };

export type ContractHarness = {
  /** Puts the implementation back to the spec's seed, before each test. */
  reset: () => Promise<void>;
  /** Where the API answers, as the typed client's `baseUrl` (`/api`, `http://127.0.0.1:4321/api`). */
  baseUrl: string;
  /** Any request, as a careless or hostile client sends it: method, path under the API, raw body. */
  raw: (method: string, path: string, init?: { body?: string; headers?: Record<string, string> }) => Promise<RawResponse>;
};

/** A valid 1×1 PNG. */
export const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${onePixelPng}`;

const newcomer = { username: 'newbie', password: 'secret1', firstName: 'New', lastName: 'Bie', email: 'newbie@example.com' };

/** The status and message a failing call answered with; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded');
}

/** A harness's `raw` call on `fetch`, with the API under `apiBase`: the status, headers and body (JSON when it is). */
export const rawCallsTo =
  (apiBase: string): ContractHarness['raw'] =>
  async (method, path, init = {}) => {
    const response = await fetch(`${apiBase}${path}`, { method, headers: init.headers, body: init.body });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, header: (name) => response.headers.get(name), body };
  };

export function defineContractSuite(implementation: string, harness: () => ContractHarness): void {
  describe(`the API contract, on ${implementation}`, () => {
    let token: string | null;
    /** A client written to the spec: its calls, its shapes. */
    let api: SpecClient;
    /** The app's client: pages, and minimal answers to changes. */
    let app: ApiClient;

    beforeEach(async () => {
      await harness().reset();
      token = null;
      api = createSpecClient({ baseUrl: harness().baseUrl, getToken: () => token });
      app = createApiClient({ baseUrl: harness().baseUrl, getToken: () => token });
    });

    const raw: ContractHarness['raw'] = (...args) => harness().raw(...args);

    async function signInAs(username: string, password: string): Promise<void> {
      token = (await api.login({ username, password })).encodedToken;
    }
    const guest = () => signInAs(guestCredentials.username, guestCredentials.password);

    const postOf = async (postId: string): Promise<Post> => (await api.getPost(postId)).post;
    const authorized = () => ({ authorization: token ?? '', 'content-type': 'application/json' });

    describe('the seed', () => {
      it('has 6 users including the guest, and 6 posts with 2 comments each', async () => {
        const { users } = await api.getUsers();
        const { posts } = await api.getPosts();
        expect(users).toHaveLength(6);
        expect(users.map((user) => user.username)).toContain('guest');
        expect(posts).toHaveLength(6);
        expect(posts.every((post) => post.comments.length === 2)).toBe(true);
      });

      it('serves every image itself, never from another host', async () => {
        const { users } = await api.getUsers();
        const { posts } = await api.getPosts();
        const images = [...users.map((user) => user.img), ...posts.map((post) => post.img)];
        for (const src of images) expect(src).toMatch(/^(data:image\/|\/api\/media\/)/);
        for (const src of images.filter((image) => image.startsWith('/api/'))) {
          const response = await raw('GET', src.slice('/api'.length));
          expect(response.status).toBe(200);
          expect(response.header('content-type')).toMatch(/^image\//);
        }
      });
    });

    describe('what responses never carry', () => {
      // The described app sent the password back with the user of a login or signup.
      it.each([
        ['login', () => api.login(guestCredentials)],
        ['signup', () => api.signup(newcomer)],
        ['users', () => api.getUsers()],
        ['one user', () => api.getUser('user-guest')],
      ])('a password: %s', async (_case, call) => {
        expect(JSON.stringify(await call())).not.toMatch(/password/i);
      });

      it("another user's email address or bookmarks, while one's own are there", async () => {
        await guest();
        const { users } = await api.getUsers();
        const others = users.filter((user) => user.username !== 'guest');
        expect(others.every((user) => user.email === undefined && user.bookmarks === undefined)).toBe(true);
        expect(users.find((user) => user.username === 'guest')).toMatchObject({ email: 'guest@example.com', bookmarks: ['post-1'] });
        expect((await api.getUser('user-priya')).user.email).toBeUndefined();
        const { followUser } = await api.follow('user-omar');
        expect(followUser.email).toBeUndefined();
      });
    });

    describe('calls and response shapes', () => {
      it('signup answers 201 with createdUser and a token that works for the next call', async () => {
        const { createdUser, encodedToken } = await api.signup(newcomer);
        expect(createdUser).toMatchObject({
          username: 'newbie',
          firstName: 'New',
          email: 'newbie@example.com',
          followers: [],
          following: [],
          bookmarks: [],
        });
        token = encodedToken;
        await expect(api.getBookmarks()).resolves.toEqual({ bookmarks: [] });
        await signInAs('newbie', 'secret1');
        expect(token).toBeTruthy();
      });

      it('login answers foundUser and a token, whatever the letter case of the username', async () => {
        const { foundUser, encodedToken } = await api.login({ username: 'GUEST', password: guestCredentials.password });
        expect(foundUser).toMatchObject({ _id: 'user-guest', username: 'guest', firstName: 'Guest' });
        expect(encodedToken.split('.')).toHaveLength(3);
      });

      it('a new post, an edit, a like, a dislike and a delete each answer with the posts', async () => {
        await guest();
        const created = await api.createPost({ caption: 'Hi', content: 'First words' });
        const mine = created.posts.find((post) => post.caption === 'Hi');
        expect(mine).toMatchObject({ username: 'guest', firstName: 'Guest', content: 'First words', img: '', comments: [] });
        const id = mine!._id;
        expect(mine!.id).toBe(id);
        const edited = await api.editPost(id, { caption: 'Hi again', content: 'Edited' });
        expect(edited.posts.find((post) => post._id === id)).toMatchObject({ caption: 'Hi again', content: 'Edited' });
        const liked = await api.likePost(id);
        expect(liked.posts.find((post) => post._id === id)?.likes).toEqual({
          likeCount: 1,
          likedBy: [{ _id: 'user-guest', username: 'guest' }],
          dislikedBy: [],
        });
        const disliked = await api.dislikePost(id);
        expect(disliked.posts.find((post) => post._id === id)?.likes).toEqual({
          likeCount: 0,
          likedBy: [],
          dislikedBy: [{ _id: 'user-guest', username: 'guest' }],
        });
        const afterDelete = await api.deletePost(id);
        expect(afterDelete.posts.some((post) => post._id === id)).toBe(false);
        expect(await failure(api.getPost(id))).toEqual({ status: 404, message: messages.postNotFound(id) });
      });

      it('a post with an image keeps it, and an edit that leaves the image alone keeps it too', async () => {
        await guest();
        const { posts } = await api.createPost({ caption: 'Dot', content: 'One pixel', img: pngDataUrl });
        const post = posts.find((candidate) => candidate.caption === 'Dot')!;
        expect(post.img).toMatch(/^(data:image\/|\/api\/media\/)/);
        const edited = await api.editPost(post._id, { caption: 'Dot, edited', content: 'One pixel', img: post.img });
        expect(edited.posts.find((candidate) => candidate._id === post._id)?.img).toBe(post.img);
        const removed = await api.editPost(post._id, { caption: 'No dot', content: 'Gone', img: '' });
        expect(removed.posts.find((candidate) => candidate._id === post._id)?.img).toBe('');
      });

      it('one post, and the posts of one user', async () => {
        expect((await api.getPost('post-2')).post).toMatchObject({ _id: 'post-2', caption: 'Ridge walk', username: 'priyanair' });
        const { posts } = await api.getUserPosts('priyanair');
        expect(posts.map((post) => post.username)).toEqual(['priyanair']);
      });

      it('a like takes the user out of the dislikers, and the count is always the number of likers', async () => {
        await guest();
        await api.dislikePost('post-1');
        const liked = (await api.likePost('post-1')).posts.find((post) => post._id === 'post-1')!;
        expect(liked.likes.likeCount).toBe(3);
        expect(liked.likes.likedBy.map((ref) => ref.username).sort()).toEqual(['guest', 'omarh', 'priyanair']);
        expect(liked.likes.dislikedBy).toEqual([]);
      });

      it('comments can be added, edited, voted on and deleted', async () => {
        await guest();
        const { comments } = await api.addComment('post-2', { text: 'Lovely' });
        const mine = comments.at(-1)!;
        expect(mine).toMatchObject({ username: 'guest', text: 'Lovely', votes: { upvotedBy: [], downvotedBy: [] } });
        const edited = await api.editComment('post-2', mine._id, { text: 'Lovely view' });
        expect(edited.comments.at(-1)?.text).toBe('Lovely view');
        const upvoted = await api.upvoteComment('post-2', mine._id);
        expect(upvoted.comments.at(-1)?.votes.upvotedBy).toEqual([{ _id: 'user-guest', username: 'guest' }]);
        const downvoted = await api.downvoteComment('post-2', mine._id);
        expect(downvoted.comments.at(-1)?.votes).toEqual({ upvotedBy: [], downvotedBy: [{ _id: 'user-guest', username: 'guest' }] });
        const afterDelete = await api.deleteComment('post-2', mine._id);
        expect(afterDelete.comments).toHaveLength(2);
        expect((await api.getComments('post-2')).comments).toHaveLength(2);
      });

      it('comments come oldest first, and a post carries them', async () => {
        const { comments } = await api.getComments('post-1');
        expect(comments.map((comment) => comment.text)).toEqual(['Worth the alarm!', 'Where is this?']);
        expect((await postOf('post-1')).comments.map((comment) => comment._id)).toEqual(comments.map((comment) => comment._id));
      });

      it('bookmarks answer with the list, and follows with both users', async () => {
        await guest();
        expect(await api.getBookmarks()).toEqual({ bookmarks: ['post-1'] });
        expect(await api.addBookmark('post-3')).toEqual({ bookmarks: ['post-1', 'post-3'] });
        expect(await api.removeBookmark('post-1')).toEqual({ bookmarks: ['post-3'] });
        const followed = await api.follow('user-omar');
        expect(followed.user.following.map((ref) => ref.username)).toContain('omarh');
        expect(followed.followUser.followers.map((ref) => ref.username)).toContain('guest');
        const unfollowed = await api.unfollow('user-omar');
        expect(unfollowed.user.following.map((ref) => ref.username)).not.toContain('omarh');
        expect(unfollowed.followUser.followers).toEqual([]);
      });

      it('a profile edit changes bio, website and avatar, never the username, and keeps what it leaves out', async () => {
        await guest();
        const { user } = await api.editProfile({ bio: 'Hello', website: 'https://guest.example' });
        expect(user).toMatchObject({ username: 'guest', bio: 'Hello', website: 'https://guest.example' });
        const withAvatar = await api.editProfile({ img: pngDataUrl });
        expect(withAvatar.user).toMatchObject({ bio: 'Hello', website: 'https://guest.example' });
        expect(withAvatar.user.img).toMatch(/^(data:image\/|\/api\/media\/)/);
        expect((await api.getUser('user-guest')).user.bio).toBe('Hello');
      });

      it('one user by id, and every user', async () => {
        expect((await api.getUser('user-priya')).user).toMatchObject({ username: 'priyanair', firstName: 'Priya', lastName: 'Nair' });
        const lena = (await api.getUsers()).users.find((user: User) => user.username === 'lenaf')!;
        expect(lena.followers.map((ref) => ref.username)).toEqual(['priyanair']);
        expect(lena.following.map((ref) => ref.username)).toEqual(['kenjisato']);
      });
    });

    describe('every server error of spec section 8', () => {
      it.each([
        ['signup with a taken username', 422, messages.usernameTaken, () => api.signup({ ...newcomer, username: 'guest' })],
        [
          'signup with a taken username in other letter case',
          422,
          messages.usernameTaken,
          () => api.signup({ ...newcomer, username: 'GuEsT' }),
        ],
        ['login with an unknown user', 404, messages.userNotRegistered, () => api.login({ username: 'nobody', password: 'whatever' })],
        ['login with a wrong password', 401, messages.wrongPassword, () => api.login({ username: 'guest', password: 'wrong-one' })],
        ['a call with no token', 401, messages.invalidToken, () => api.likePost('post-1')],
      ])('%s', async (_case, status, message, call) => {
        expect(await failure(call())).toEqual({ status, message });
      });

      it('a tampered token is refused', async () => {
        await guest();
        token = `${token!.slice(0, -2)}xx`;
        expect(await failure(api.likePost('post-1'))).toEqual({ status: 401, message: messages.invalidToken });
      });

      it('a valid token whose user is gone is a 404: the username is not registered', async () => {
        const { encodedToken } = await api.signup(newcomer);
        await harness().reset();
        token = encodedToken;
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
        ['follow oneself', messages.followSelf, () => api.follow('user-guest')],
      ])('400: %s', async (_case, message, call) => {
        await guest();
        expect(await failure(call())).toEqual({ status: 400, message });
      });

      it.each([
        [
          'dislike a post already disliked',
          messages.alreadyDisliked,
          async () => (await api.dislikePost('post-1'), api.dislikePost('post-1')),
        ],
        [
          'upvote a comment twice',
          messages.alreadyUpvoted,
          async () => (await api.upvoteComment('post-1', 'comment-1-1'), api.upvoteComment('post-1', 'comment-1-1')),
        ],
        [
          'downvote a comment twice',
          messages.alreadyDownvoted,
          async () => (await api.downvoteComment('post-1', 'comment-1-1'), api.downvoteComment('post-1', 'comment-1-1')),
        ],
      ])('400: %s', async (_case, message, call) => {
        await guest();
        expect(await failure(call())).toEqual({ status: 400, message });
      });
    });

    describe('ownership', () => {
      it("the post's author may delete a comment of someone else on it", async () => {
        await guest();
        const { comments } = await api.deleteComment('post-6', 'comment-6-1');
        expect(comments.map((comment) => comment._id)).toEqual(['comment-6-2']);
      });

      it("an edit of someone else's profile is refused and changes nothing", async () => {
        await guest();
        const response = await raw('POST', '/users/edit', {
          headers: authorized(),
          body: JSON.stringify({ userData: { username: 'priyanair', bio: 'hijacked' } }),
        });
        expect(response).toMatchObject({ status: 400, body: { errors: [messages.editForeignProfile] } });
        expect((await api.getUser('user-priya')).user.bio).toBe('Photographer. Mountains over beaches.');
        expect((await api.getUser('user-guest')).user.bio).toBe('Just looking around.');
      });

      it('deleting a post takes its comments, likes and every bookmark of it with it', async () => {
        await guest();
        const { posts } = await api.createPost({ caption: 'Short-lived', content: 'Soon gone' });
        const postId = posts.find((post) => post.caption === 'Short-lived')!._id;
        await api.addComment(postId, { text: 'Mine' });
        await api.likePost(postId);
        await api.addBookmark(postId);
        await signInAs('priyanair', 'priyaNair123');
        await api.addBookmark(postId);
        await guest();
        await api.deletePost(postId);
        expect(await api.getBookmarks()).toEqual({ bookmarks: ['post-1'] });
        await signInAs('priyanair', 'priyaNair123');
        expect(await api.getBookmarks()).toEqual({ bookmarks: [] });
        expect(await failure(api.getComments(postId))).toEqual({ status: 404, message: messages.postNotFound(postId) });
      });
    });

    // The described mock threw (a 500) on unknown ids and read bodies without checking them.
    describe('unknown and hostile ids', () => {
      it.each([
        ['a post', () => api.getPost('nope'), messages.postNotFound('nope')],
        ['a post to like', () => api.likePost('nope'), messages.postNotFound('nope')],
        ["a post's comments", () => api.getComments('nope'), messages.postNotFound('nope')],
        ['a comment to edit', () => api.editComment('post-1', 'nope', { text: 'x' }), messages.commentNotFound('nope')],
        ['a comment to vote on', () => api.upvoteComment('post-1', 'nope'), messages.commentNotFound('nope')],
        ['a user', () => api.getUser('nope'), messages.userNotFound('nope')],
        ['a user to follow', () => api.follow('nope'), messages.userNotFound('nope')],
        ['a post to bookmark', () => api.addBookmark('nope'), messages.postNotFound('nope')],
        ["a user's posts", () => api.getUserPosts('nope'), messages.usernameNotFound('nope')],
        ['a post named __proto__', () => api.getPost('__proto__'), messages.postNotFound('__proto__')],
        ['a post named constructor', () => api.likePost('constructor'), messages.postNotFound('constructor')],
        ['a user named __proto__', () => api.getUser('__proto__'), messages.userNotFound('__proto__')],
        ["a user's posts named toString", () => api.getUserPosts('toString'), messages.usernameNotFound('toString')],
        ['a post named with SQL', () => api.getPost("' OR '1'='1"), messages.postNotFound("' OR '1'='1")],
        ['a user named with SQL', () => api.getUser('x); DROP TABLE users; --'), messages.userNotFound('x); DROP TABLE users; --')],
      ])('%s that does not exist is a 404 naming it', async (_case, call, message) => {
        await guest();
        expect(await failure(call())).toEqual({ status: 404, message });
      });

      it('an id with a percent sign or a slash in it is a 404 naming it as it was sent', async () => {
        expect(await failure(api.getPost('100%'))).toEqual({ status: 404, message: messages.postNotFound('100%') });
        expect(await failure(api.getPost('a/b'))).toEqual({ status: 404, message: messages.postNotFound('a/b') });
      });

      it('a malformed percent-encoding in a path is a 400', async () => {
        const response = await raw('GET', '/posts/%E0%A4%A');
        expect(response).toMatchObject({ status: 400, body: { errors: [messages.malformedAddress] } });
        expect((await api.getPosts()).posts).toHaveLength(6);
      });
    });

    describe('bad input gets a clear message and changes nothing stored', () => {
      async function expectNothingStored(check: () => Promise<unknown>, before: unknown) {
        expect(await check()).toEqual(before);
      }

      it('a malformed JSON body is a 400', async () => {
        await guest();
        const before = await api.getPosts();
        const response = await raw('POST', '/posts', { headers: authorized(), body: '{"postData": ' });
        expect(response).toMatchObject({ status: 400, body: { errors: [messages.malformedJson] } });
        await expectNothingStored(() => api.getPosts(), before);
      });

      it.each([
        ['no wrapper', '/comments/add/post-1', { text: 'hi' }, 'The request body must hold "commentData".'],
        ['a wrapper that is not an object', '/comments/add/post-1', { commentData: 'hi' }, 'The request body must hold "commentData".'],
        ['a body that is a list', '/posts', [1, 2], messages.malformedJson],
        ['a caption of the wrong type', '/posts', { postData: { caption: 7, content: 'x' } }, 'Caption must be text.'],
        ['a missing content', '/posts', { postData: { caption: 'x' } }, 'Content is required.'],
        [
          'a caption over the limit',
          '/posts',
          { postData: { caption: 'x'.repeat(101), content: 'x' } },
          'Caption must be at most 100 characters.',
        ],
        [
          'a caption of invisible characters',
          '/posts',
          { postData: { caption: '\u200b\u2060\u3164', content: 'x' } },
          'Caption is required.',
        ],
        [
          'a NUL character',
          '/posts',
          { postData: { caption: 'a\u0000b', content: 'x' } },
          'Caption contains characters that are not allowed.',
        ],
        [
          'a lone surrogate',
          '/comments/add/post-1',
          { commentData: { text: 'broken \ud83d text' } },
          'Comment contains characters that are not allowed.',
        ],
        [
          'a comment over the limit',
          '/comments/add/post-1',
          { commentData: { text: 'x'.repeat(281) } },
          'Comment must be at most 280 characters.',
        ],
        [
          'an image that is SVG',
          '/posts',
          { postData: { caption: 'x', content: 'y', img: 'data:image/svg+xml;base64,PHN2Zy8+' } },
          'Image must be a PNG, JPEG, GIF or WebP image.',
        ],
        [
          'an image whose bytes are not its type',
          '/posts',
          { postData: { caption: 'x', content: 'y', img: 'data:image/jpeg;base64,' + onePixelPng } },
          'Image is not a valid image file.',
        ],
        [
          'an image in broken base64',
          '/posts',
          { postData: { caption: 'x', content: 'y', img: 'data:image/png;base64,iVBORw0KGgo!!' } },
          'Image must be a PNG, JPEG, GIF or WebP image.',
        ],
        [
          'an image from another host',
          '/posts',
          { postData: { caption: 'x', content: 'y', img: 'https://elsewhere.example/a.png' } },
          'Image must be a PNG, JPEG, GIF or WebP image.',
        ],
      ])('%s', async (_case, path, body, message) => {
        await guest();
        const before = [await api.getPosts(), await api.getComments('post-1')];
        const response = await raw('POST', path, { headers: authorized(), body: JSON.stringify(body) });
        expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
        await expectNothingStored(async () => [await api.getPosts(), await api.getComments('post-1')], before);
      });

      it('an image over 1 MB', async () => {
        await guest();
        const bytes = new Uint8Array(1024 * 1024 + 1);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        expect(await failure(api.createPost({ caption: 'big', content: 'too big', img: `data:image/png;base64,${btoa(binary)}` }))).toEqual(
          {
            status: 400,
            message: 'Image must be at most 1 MB.',
          },
        );
      });

      it.each([
        ['a link that is not http(s)', 'javascript:alert(1)', 'Website must be a link starting with http:// or https://.'],
        ['a link with white space inside', 'https://exa mple.com', 'Website must be a link starting with http:// or https://.'],
        ['a link with credentials inside', 'https://me:secret@example.com', 'Website must not contain a user name or password.'],
        ['a bio over the limit', undefined, 'Bio must be at most 160 characters.'],
      ])('a profile edit with %s', async (_case, website, message) => {
        await guest();
        const userData = website === undefined ? { bio: 'x'.repeat(161) } : { website };
        const response = await raw('POST', '/users/edit', { headers: authorized(), body: JSON.stringify({ userData }) });
        expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
        expect((await api.getUser('user-guest')).user).toMatchObject({ bio: 'Just looking around.', website: '' });
      });

      it.each([
        ['a missing field', { ...newcomer, email: undefined }, 'Email address is required.'],
        ['a field of the wrong type', { ...newcomer, firstName: ['New'] }, 'First name must be text.'],
        ['an address that is not one', { ...newcomer, email: 'not-an-address' }, 'Email address is not valid.'],
        [
          'an address over the limit',
          { ...newcomer, email: `${'a'.repeat(250)}@example.com` },
          'Email address must be at most 254 characters.',
        ],
        ['a password over the limit', { ...newcomer, password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
        ['a short password', { ...newcomer, password: 'short' }, 'Password must be at least 6 characters.'],
        ['a username with spaces', { ...newcomer, username: 'new bie' }, 'Username may hold only letters, digits, "_" and ".".'],
        ['a name of invisible characters', { ...newcomer, lastName: '\u200b\u200b' }, 'Last name is required.'],
      ])('a signup with %s', async (_case, body, message) => {
        const response = await raw('POST', '/auth/signup', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
        expect(await failure(api.login({ username: 'newbie', password: 'secret1' }))).toEqual({
          status: 404,
          message: messages.userNotRegistered,
        });
      });

      it('fields a call does not know are ignored and never stored', async () => {
        await guest();
        const body = { postData: { caption: 'Extra', content: 'Fields', likes: { likeCount: 999 }, username: 'priyanair', _id: 'post-1' } };
        const response = await raw('POST', '/posts', { headers: authorized(), body: JSON.stringify(body) });
        expect(response.status).toBe(201);
        const post = (await api.getPosts()).posts.find((candidate) => candidate.caption === 'Extra')!;
        expect(post).toMatchObject({ username: 'guest', likes: { likeCount: 0, likedBy: [], dislikedBy: [] } });
        expect(post._id).not.toBe('post-1');
        expect((await api.getPost('post-1')).post.caption).toBe('First light');
        const signup = await raw('POST', '/auth/signup', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...newcomer, followers: [{ _id: 'user-guest' }], _id: 'user-guest' }),
        });
        expect(signup.status).toBe(201);
        expect((signup.body as { createdUser: User }).createdUser).toMatchObject({ username: 'newbie', followers: [] });
        expect((await api.getUser('user-guest')).user.username).toBe('guest');
      });
    });
    describe('pages, counts and what the viewer did', () => {
      /** Every post of a list, a page of `limit` at a time: the ids in order and how many pages. */
      async function allPages(read: (cursor: string | null) => Promise<PostPage>): Promise<{ ids: string[]; pages: number }> {
        const ids: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await read(cursor);
          ids.push(...page.posts.map((post) => post._id));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor !== null && pages < 20);
        return { ids, pages };
      }

      it.each([
        ['newest', ['post-6', 'post-5', 'post-4', 'post-3', 'post-2', 'post-1']],
        ['oldest', ['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']],
        // Most liked first; among equal counts, the newest.
        ['trending', ['post-4', 'post-1', 'post-5', 'post-2', 'post-6', 'post-3']],
      ] as const)('every post comes a page at a time, %s first, and the last page says it is the last', async (sort, expected) => {
        expect(await allPages((cursor) => app.getPostsPage({ sort, limit: 2, cursor }))).toEqual({ ids: expected, pages: 3 });
        const whole = await app.getPostsPage({ sort, limit: 100 });
        expect(whole.posts.map((post) => post._id)).toEqual(expected);
        expect(whole.nextCursor).toBeNull();
      });

      it('a page shows posts without their comments; commentCount says how many there are', async () => {
        const { posts } = await app.getPostsPage({ limit: 1, sort: 'oldest' });
        expect(posts[0]).toMatchObject({ _id: 'post-1', commentCount: 2, comments: [] });
      });

      it.each([
        ['/posts?limit=0', messages.invalidLimit],
        ['/posts?limit=101', messages.invalidLimit],
        ['/posts?limit=ten', messages.invalidLimit],
        ['/posts?limit=2&limit=3', messages.invalidLimit],
        ['/posts?limit=2&sort=random', messages.invalidSort],
        ['/posts?limit=2&cursor=not-a-cursor', messages.invalidCursor],
        ['/comments/post-1?limit=1&cursor=%00', messages.invalidCursor],
        ['/users/search?q=%00', 'The search contains characters that are not allowed.'],
      ])('%s is a 400 that says what is wrong', async (path, message) => {
        expect(await raw('GET', path)).toMatchObject({ status: 400, body: { errors: [message] } });
      });

      it("the home feed holds the signed-in user's posts and those of the people they follow", async () => {
        expect(await failure(app.getFeedPage())).toEqual({ status: 401, message: messages.invalidToken });
        await guest();
        expect(await allPages((cursor) => app.getFeedPage({ limit: 2, cursor }))).toEqual({
          ids: ['post-6', 'post-2', 'post-1'],
          pages: 2,
        });
        await app.follow('user-omar');
        expect((await app.getFeedPage({ sort: 'oldest', limit: 10 })).posts.map((post) => post._id)).toEqual([
          'post-1',
          'post-2',
          'post-3',
          'post-6',
        ]);
      });

      it("a user's posts, the bookmarked posts and a post's comments page the same way", async () => {
        await guest();
        expect((await app.getUserPostsPage('priyanair', { limit: 1 })).posts.map((post) => post._id)).toEqual(['post-2']);
        expect(await failure(app.getUserPostsPage('nobody', { limit: 1 }))).toEqual({
          status: 404,
          message: messages.usernameNotFound('nobody'),
        });
        await app.addBookmark('post-3');
        await app.addBookmark('post-5');
        // The latest bookmark first.
        expect(await allPages((cursor) => app.getBookmarkedPostsPage({ limit: 2, cursor }))).toEqual({
          ids: ['post-5', 'post-3', 'post-1'],
          pages: 2,
        });
        for (const text of ['One', 'Two', 'Three']) await app.addComment('post-2', { text });
        const texts: string[] = [];
        let cursor: string | null = null;
        do {
          const page: CommentPage = await app.getCommentsPage('post-2', { limit: 2, cursor });
          texts.push(...page.comments.map((comment) => comment.text));
          cursor = page.nextCursor;
        } while (cursor !== null);
        expect(texts).toEqual(['Those colours are unreal.', 'Adding it to my list.', 'One', 'Two', 'Three']);
      });

      it('users are found by part of their username, whatever the letter case; with no search, the most followed first', async () => {
        expect((await app.searchUsers({ q: 'NAIR', limit: 10 })).users.map((user) => user.username)).toEqual(['priyanair']);
        expect((await app.searchUsers({ q: 'zzz', limit: 10 })).users).toEqual([]);
        const first = await app.searchUsers({ limit: 4 });
        expect(first.users.map((user) => user.username)).toEqual(['adarshbalika', 'priyanair', 'kenjisato', 'lenaf']);
        const rest = await app.searchUsers({ limit: 4, cursor: first.nextCursor });
        expect(rest.users.map((user) => user.username)).toEqual(['guest', 'omarh']);
        expect(rest.nextCursor).toBeNull();
      });

      it('the users a list of usernames names, whatever the letter case; unknown names are left out', async () => {
        const { users } = await app.getUsersByUsername(['LENAF', 'omarh', 'nobody']);
        expect(users.map((user) => user.username).sort()).toEqual(['lenaf', 'omarh']);
        expect(await raw('GET', `/users?usernames=${Array.from({ length: 101 }, (_, index) => `u${index}`).join(',')}`)).toMatchObject({
          status: 400,
          body: { errors: [messages.invalidUsernames] },
        });
      });

      it('a user by username', async () => {
        expect((await app.getUserByUsername('lenaf')).user).toMatchObject({ _id: 'user-lena', firstName: 'Lena' });
        expect(await failure(app.getUserByUsername('nobody'))).toEqual({ status: 404, message: messages.usernameNotFound('nobody') });
      });

      it('records carry their counts, and what the signed-in viewer did', async () => {
        expect((await app.getPost('post-1')).post).toMatchObject({ commentCount: 2, likes: { likeCount: 2 } });
        expect((await app.getPost('post-1')).post.likedByMe).toBeUndefined();
        expect((await app.getUser('user-adarsh')).user).toMatchObject({ followerCount: 2, followingCount: 1, postCount: 1 });
        await guest();
        expect((await app.getPost('post-1')).post).toMatchObject({ likedByMe: false, bookmarkedByMe: true });
        expect((await app.getPost('post-4')).post).toMatchObject({ likedByMe: true, bookmarkedByMe: false });
        expect((await app.getUser('user-adarsh')).user.followedByMe).toBe(true);
        expect((await app.getUser('user-omar')).user.followedByMe).toBe(false);
      });

      it('with Prefer: return=minimal, each change answers only the changed record', async () => {
        await guest();
        const liked = await app.likePost('post-3');
        expect(Object.keys(liked)).toEqual(['post']);
        expect(liked.post).toMatchObject({
          _id: 'post-3',
          likedByMe: true,
          likes: { likeCount: 1, likedBy: [{ _id: 'user-guest', username: 'guest' }], dislikedBy: [] },
        });
        expect((await app.dislikePost('post-3')).post).toMatchObject({ likedByMe: false, likes: { likeCount: 0 } });
        const created = await app.createPost({ caption: 'Minimal', content: 'Just this one' });
        expect(Object.keys(created)).toEqual(['post']);
        expect(created.post).toMatchObject({ caption: 'Minimal', username: 'guest', commentCount: 0 });
        expect((await app.editPost(created.post._id, { caption: 'Minimal, edited', content: 'Still one' })).post.caption).toBe(
          'Minimal, edited',
        );
        const { comment } = await app.addComment('post-3', { text: 'Only this' });
        expect(comment).toMatchObject({ username: 'guest', text: 'Only this' });
        expect((await app.editComment('post-3', comment._id, { text: 'Only this, edited' })).comment.text).toBe('Only this, edited');
        expect((await app.upvoteComment('post-3', comment._id)).comment.votes.upvotedBy).toEqual([
          { _id: 'user-guest', username: 'guest' },
        ]);
        expect(await app.deleteComment('post-3', comment._id)).toEqual({ commentId: comment._id });
        expect((await app.addBookmark('post-3')).post).toMatchObject({ _id: 'post-3', bookmarkedByMe: true });
        expect((await app.removeBookmark('post-3')).post).toMatchObject({ _id: 'post-3', bookmarkedByMe: false });
        const followed = await app.follow('user-omar');
        expect(followed.followUser).toMatchObject({ username: 'omarh', followedByMe: true, followerCount: 1 });
        expect(followed.user).toMatchObject({ username: 'guest', followingCount: 3 });
        expect(await app.deletePost(created.post._id)).toEqual({ postId: created.post._id });
      });

      it('a like answers in under 2 KB however many people like the post; counts stay exact', async () => {
        const people = await Promise.all(
          Array.from({ length: 25 }, (_, index) => app.signup({ ...newcomer, username: `fan${index}`, email: `fan${index}@example.com` })),
        );
        for (const { encodedToken } of people) {
          token = encodedToken;
          await app.likePost('post-3');
        }
        await guest();
        const response = await raw('POST', '/posts/like/post-3', { headers: { ...authorized(), prefer: 'return=minimal' }, body: '{}' });
        expect(response.status).toBe(201);
        expect(JSON.stringify(response.body).length).toBeLessThan(2048);
        const { post } = response.body as { post: Post };
        expect(post.likes.likeCount).toBe(26);
        expect(post.likes.likedBy.length).toBeLessThanOrEqual(20);
        expect(post.likes.likedBy).toContainEqual({ _id: 'user-guest', username: 'guest' });
        expect(post.likedByMe).toBe(true);
        // The spec's call shows the same: an exact count, the latest likers, the viewer among them.
        const full = (await api.getPost('post-3')).post;
        expect(full.likes.likeCount).toBe(26);
        expect(full.likes.likedBy.length).toBeLessThanOrEqual(20);
        expect(full.likes.likedBy).toContainEqual({ _id: 'user-guest', username: 'guest' });
      });
    });
  });
}
