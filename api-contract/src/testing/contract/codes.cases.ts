import { type ErrorCode } from '../../error-codes';
import { messages } from '../../messages';
import type { Contract } from './context';
import { newcomer, refusalOf } from './harness';

type CodeCase = [family: string, status: number, code: ErrorCode, call: (c: Contract) => Promise<unknown>];

const json = { 'content-type': 'application/json' };

/**
 * One refusal of each family of codes, as a client that branches on codes meets it. The codes
 * of every other refusal the suite meets are checked too, against the list each call's entry
 * gives (`checkingDeclaredCodes` in ./context.ts).
 */
export function codeCases(contract: () => Contract): void {
  describe('error codes', () => {
    it('a refusal carries its code beside the spec’s words, which stay as they were', async () => {
      const { raw } = contract();
      const answer = await raw('POST', '/auth/login', { headers: json, body: JSON.stringify({ username: 'nobody', password: 'x' }) });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { errors: [messages.userNotRegistered], code: 'login.unknown_username' },
      });
    });

    it.each<CodeCase>([
      ['request', 400, 'request.malformed_json', (c) => c.raw('POST', '/auth/login', { headers: json, body: '{' }).then(rawRefusal)],
      [
        'input',
        400,
        'input.invalid',
        async (c) => (await c.guest(), c.api.createPost({ body: { caption: 'x'.repeat(101), content: 'y', img: '' } })),
      ],
      ['page', 400, 'page.invalid_cursor', (c) => c.app.getPosts({ query: { cursor: 'not-a-cursor' } })],
      ['session', 401, 'session.required', (c) => c.api.likePost({ postId: 'post-1' })],
      [
        'account',
        401,
        'account.suspended',
        async (c) => (await c.as('omarh'), await c.harness.suspend('omarh'), c.api.likePost({ postId: 'post-1' })),
      ],
      ['login', 401, 'login.wrong_password', (c) => c.api.login({ body: { username: 'guest', password: 'wrong-one' } })],
      [
        'password',
        401,
        'password.wrong',
        async (c) => {
          await c.api.signup({ body: newcomer });
          await c.signInAs(newcomer.username, newcomer.password);
          return c.api.changePassword({ body: { currentPassword: 'not-it', newPassword: 'another-quiet-river-77' } });
        },
      ],
      ['signup', 422, 'signup.username_taken', (c) => c.api.signup({ body: { ...newcomer, username: 'guest' } })],
      ['invite', 403, 'invite.admins_only', async (c) => (await c.guest(), c.api.createInvite({ body: { uses: 1, expiresInDays: 1 } }))],
      ['staff', 403, 'staff.only', async (c) => (await c.guest(), c.api.getReports())],
      ['post', 400, 'post.not_author', async (c) => (await c.guest(), c.api.deletePost({ postId: 'post-1' }))],
      ['media', 404, 'media.not_found', async (c) => (await c.guest(), c.api.deleteMedia({ mediaId: 'no-such-upload' }))],
      ['like', 400, 'like.already_liked', async (c) => (await c.guest(), c.api.likePost({ postId: 'post-4' }))],
      ['bookmark', 400, 'bookmark.already', async (c) => (await c.guest(), c.api.addBookmark({ postId: 'post-1' }))],
      [
        'comment',
        404,
        'comment.not_found',
        async (c) => (await c.guest(), c.api.editComment({ postId: 'post-1', commentId: 'no-such-comment', body: { text: 'x' } })),
      ],
      [
        'vote',
        400,
        'vote.already_upvoted',
        async (c) => (await c.guest(), await c.api.upvoteComment(upvoted), c.api.upvoteComment(upvoted)),
      ],
      ['tag', 400, 'tag.invalid', (c) => c.app.getTagPosts({ tag: '---' })],
      ['user', 404, 'user.not_found', (c) => c.api.getUser({ userId: 'nobody' })],
      ['profile', 404, 'profile.unavailable', async (c) => (await c.harness.suspend('omarh'), c.api.getUser({ userId: 'user-omar' }))],
      ['follow', 400, 'follow.self', async (c) => (await c.guest(), c.api.follow({ followUserId: 'user-guest' }))],
      ['block', 400, 'block.self', async (c) => (await c.guest(), c.api.block({ userId: 'user-guest' }))],
      ['mute', 400, 'mute.self', async (c) => (await c.guest(), c.api.mute({ userId: 'user-guest' }))],
      [
        'report',
        400,
        'report.self',
        async (c) => (
          await c.guest(),
          c.api.createReport({ body: { targetType: 'user', targetId: 'user-guest', reason: 'spam', text: '' } })
        ),
      ],
      [
        'moderation',
        400,
        'moderation.not_suspended',
        async (c) => (await c.harness.makeAdmin('guest'), await c.guest(), c.api.unsuspend({ userId: 'user-omar', body: { reason: 'x' } })),
      ],
      ['notification', 404, 'notification.not_found', async (c) => (await c.guest(), c.api.readNotification({ notificationId: 'none' }))],
    ])('%s: %s %s', async (_family, status, code, call) => {
      const refused = await refusalOf(call(contract()));
      expect({ status: refused.status, code: refused.code }).toEqual({ status, code });
    });
  });
}

/** A comment of someone else's the guest may vote on. */
const upvoted = { postId: 'post-1', commentId: 'comment-1-1' };

/** A raw answer's refusal as the typed client reads one, so one table serves both. */
function rawRefusal({ status, body }: { status: number; body: unknown }): Promise<never> {
  const { code, errors } = body as { code: string; errors: string[] };
  return Promise.reject(Object.assign(new Error(errors[0]), { name: 'ApiError', status, code }));
}
