import type { User } from '../../entities';
import { limits } from '../../limits';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, newcomer, onePixelPng } from './harness';

export function inputCases(contract: () => Contract): void {
  describe('bad input gets a clear message and changes nothing stored', () => {
    /** What a bad call must leave as it was: every post, and a post's comments. */
    const stored = async ({ api }: Contract) => [await api.getPosts(), await api.getComments({ postId: 'post-1' })];

    it('a malformed JSON body is a 400', async () => {
      const c = contract();
      await c.guest();
      const before = await stored(c);
      const response = await c.raw('POST', '/posts', { headers: c.authorized(), body: '{"postData": ' });
      expect(response).toMatchObject({ status: 400, body: { errors: [messages.malformedJson] } });
      expect(await stored(c)).toEqual(before);
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
      const c = contract();
      await c.guest();
      const before = await stored(c);
      const response = await c.raw('POST', path, { headers: c.authorized(), body: JSON.stringify(body) });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect(await stored(c)).toEqual(before);
    });

    it('an image over 1 MB', async () => {
      const { api, guest } = contract();
      await guest();
      const bytes = new Uint8Array(1024 * 1024 + 1);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const img = `data:image/png;base64,${btoa(binary)}`;
      expect(await failure(api.createPost({ body: { caption: 'big', content: 'too big', img } }))).toEqual({
        status: 400,
        message: 'Image must be at most 1 MB.',
      });
    });

    it.each([
      ['a link that is not http(s)', 'javascript:alert(1)', 'Website must be a link starting with http:// or https://.'],
      ['a link with white space inside', 'https://exa mple.com', 'Website must be a link starting with http:// or https://.'],
      ['a link with credentials inside', 'https://me:secret@example.com', 'Website must not contain a user name or password.'],
      ['a bio over the limit', undefined, 'Bio must be at most 160 characters.'],
    ])('a profile edit with %s', async (_case, website, message) => {
      const { api, raw, guest, authorized } = contract();
      await guest();
      const userData = website === undefined ? { bio: 'x'.repeat(161) } : { website };
      const response = await raw('POST', '/users/edit', { headers: authorized(), body: JSON.stringify({ userData }) });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect((await api.getUser({ userId: 'user-guest' })).user).toMatchObject({ bio: 'Just looking around.', website: '' });
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
      ['a short password', { ...newcomer, password: 'short' }, `Password must be at least ${limits.passwordMin} characters.`],
      ['a username with spaces', { ...newcomer, username: 'new bie' }, 'Username may hold only letters, digits, "_" and ".".'],
      ['a name of invisible characters', { ...newcomer, lastName: '\u200b\u200b' }, 'Last name is required.'],
    ])('a signup with %s', async (_case, body, message) => {
      const { api, raw } = contract();
      const response = await raw('POST', '/auth/signup', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect(await failure(api.login({ body: { username: 'newbie', password: newcomer.password } }))).toEqual({
        status: 404,
        message: messages.userNotRegistered,
      });
    });

    // Each of these reached PostgreSQL, which refuses a NUL in text, and answered 500 (issue 17).
    it.each([
      ['a post id', 'GET', '/posts/a%00b', messages.invalidPathValue('postId')],
      ['a username', 'GET', '/posts/user/a%00b?limit=2', messages.invalidPathValue('username')],
      ['a post id to comment on', 'POST', '/comments/add/a%00b', messages.invalidPathValue('postId')],
      ['a comment id', 'POST', '/comments/upvote/post-1/a%00b', messages.invalidPathValue('commentId')],
      ['a user id to follow', 'POST', '/users/follow/a%00b', messages.invalidPathValue('followUserId')],
      ['a session id', 'DELETE', '/auth/sessions/a%00b', messages.invalidPathValue('sessionId')],
      ['a list of usernames', 'GET', '/users?usernames=guest,a%00b', messages.invalidUsernames],
    ])('a NUL in %s is a 400 in words', async (_case, method, path, message) => {
      const c = contract();
      await c.guest();
      const before = await stored(c);
      const body = method === 'POST' ? JSON.stringify({ commentData: { text: 'hi' } }) : undefined;
      const response = await c.raw(method, path, { headers: c.authorized(), body });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect(await stored(c)).toEqual(before);
    });

    it.each([
      [
        'a control character in a caption',
        { caption: 'tab\there', content: 'x' },
        'Caption contains control characters, which are not allowed.',
      ],
      [
        'a right-to-left override in a caption',
        { caption: 'txt.\u202Eexe', content: 'x' },
        'Caption contains characters that change the direction of text, which are not allowed.',
      ],
      [
        'a directional isolate in content',
        { caption: 'x', content: 'a \u2066b\u2069 c' },
        'Content contains characters that change the direction of text, which are not allowed.',
      ],
      ['a C1 control in content', { caption: 'x', content: 'a\u0085b' }, 'Content contains control characters, which are not allowed.'],
    ])('a post with %s is a 400 in words', async (_case, postData, message) => {
      const c = contract();
      await c.guest();
      const before = await stored(c);
      const response = await c.raw('POST', '/posts', { headers: c.authorized(), body: JSON.stringify({ postData }) });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect(await stored(c)).toEqual(before);
    });

    it.each([
      [
        'a signup name',
        '/auth/signup',
        { ...newcomer, firstName: 'Eve\u202E' },
        'First name contains characters that change the direction of text, which are not allowed.',
      ],
      [
        'a signup username',
        '/auth/signup',
        { ...newcomer, username: 'new\u0007bie' },
        'Username contains control characters, which are not allowed.',
      ],
      [
        'a bio',
        '/users/edit',
        { userData: { bio: 'hello\u2067 there' } },
        'Bio contains characters that change the direction of text, which are not allowed.',
      ],
      [
        'a comment',
        '/comments/add/post-1',
        { commentData: { text: 'bell\u0007' } },
        'Comment contains control characters, which are not allowed.',
      ],
    ])('%s with a control or direction character is a 400 in words', async (_case, path, body, message) => {
      const c = contract();
      await c.guest();
      const response = await c.raw('POST', path, { headers: c.authorized(), body: JSON.stringify(body) });
      expect(response).toMatchObject({ status: 400, body: { errors: [message] } });
      expect((await c.api.getUser({ userId: 'user-guest' })).user.bio).toBe('Just looking around.');
    });

    it('new lines are kept in texts of several lines (content, comments, a bio), a CRLF read as one', async () => {
      const { api, app, guest } = contract();
      await guest();
      const { post } = await app.createPost({ body: { caption: 'Lines', content: 'one\r\ntwo\nthree' } });
      expect(post.content).toBe('one\ntwo\nthree');
      const { comment } = await app.addComment({ postId: post._id, body: { text: 'a\nb' } });
      expect(comment.text).toBe('a\nb');
      expect((await api.editProfile({ body: { bio: 'first\nsecond' } })).user.bio).toBe('first\nsecond');
      expect(await failure(api.createPost({ body: { caption: 'one\ntwo', content: 'x' } }))).toEqual({
        status: 400,
        message: 'Caption contains control characters, which are not allowed.',
      });
    });

    it('fields a call does not know are ignored and never stored', async () => {
      const { api, raw, guest, authorized } = contract();
      await guest();
      const body = { postData: { caption: 'Extra', content: 'Fields', likes: { likeCount: 999 }, username: 'priyanair', _id: 'post-1' } };
      const response = await raw('POST', '/posts', { headers: authorized(), body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      const post = (await api.getPosts()).posts.find((candidate) => candidate.caption === 'Extra')!;
      expect(post).toMatchObject({ username: 'guest', likes: { likeCount: 0, likedBy: [], dislikedBy: [] } });
      expect(post._id).not.toBe('post-1');
      expect((await api.getPost({ postId: 'post-1' })).post.caption).toBe('First light');
      const signup = await raw('POST', '/auth/signup', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...newcomer, followers: [{ _id: 'user-guest' }], _id: 'user-guest' }),
      });
      expect(signup.status).toBe(201);
      expect((signup.body as { createdUser: User }).createdUser).toMatchObject({ username: 'newbie', followers: [] });
      expect((await api.getUser({ userId: 'user-guest' })).user.username).toBe('guest');
    });
  });
}
