import type { Notification } from '../../entities';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, noDrift } from './harness';

/** A notification as a line a test can read: its type, who (the latest first), how many, and what about. */
const line = (notification: Notification) => ({
  type: notification.type,
  actors: notification.actors.map((actor) => actor.username),
  actorCount: notification.actorCount,
  postId: notification.postId,
  commentId: notification.commentId,
  read: notification.read,
});

/** The notifications of whoever `c` is signed in as, newest first, as lines, and how many are unread. */
async function inbox(c: Contract) {
  const { notifications, unread } = await c.app.getNotifications();
  return { lines: notifications.map(line), unread };
}

/** Signs in as `actor` and does `act`: what someone else did (the case signs in as the one told afterwards). */
export async function byOther(c: Contract, actor: string, act: (c: Contract) => Promise<unknown>) {
  await c.as(actor);
  await act(c);
}

export function notificationCases(contract: () => Contract): void {
  describe('notifications', () => {
    it('a like of one’s post is a notification naming who, what, and unread; one’s own like is none', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      await c.app.likePost({ postId: 'post-6' });
      const { notifications, unread, nextCursor } = await c.app.getNotifications();
      expect(unread).toBe(1);
      expect(nextCursor).toBeNull();
      expect(notifications).toEqual([
        {
          _id: expect.any(String) as unknown,
          type: 'like',
          actors: [{ _id: 'user-omar', username: 'omarh', firstName: 'Omar', lastName: 'Haddad', img: expect.any(String) as unknown }],
          actorCount: 1,
          postId: 'post-6',
          commentId: null,
          excerpt: 'Hello there',
          contentWarning: '',
          createdAt: expect.any(String) as unknown,
          read: false,
        },
      ]);
    });

    it('likes of one post group while unread, the latest first; once read, the next like starts a new one', async () => {
      const c = contract();
      for (const person of ['omarh', 'lenaf', 'kenjisato', 'priyanair'])
        await byOther(c, person, (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      expect(await inbox(c)).toEqual({
        lines: [
          { type: 'like', actors: ['priyanair', 'kenjisato', 'lenaf'], actorCount: 4, postId: 'post-6', commentId: null, read: false },
        ],
        unread: 1,
      });
      expect(await c.app.readNotifications()).toEqual({ unread: 0 });
      await byOther(c, 'adarshbalika', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      const { lines, unread } = await inbox(c);
      expect(unread).toBe(1);
      expect(lines.map((one) => [one.actors, one.read])).toEqual([
        [['adarshbalika'], false],
        [['priyanair', 'kenjisato', 'lenaf'], true],
      ]);
    });

    it('an unlike, or a like turned dislike, takes its person back out; a notification nobody is left in goes', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'lenaf', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.dislikePost({ postId: 'post-6' }));
      await c.guest();
      expect((await inbox(c)).lines.map((one) => [one.actors, one.actorCount])).toEqual([[['lenaf'], 1]]);
      await byOther(c, 'lenaf', (o) => o.app.dislikePost({ postId: 'post-6' }));
      await c.guest();
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a comment on one’s post, and a reply to one’s comment, each tell; the author answered on their own post is told once', async () => {
      const c = contract();
      // Omar comments on the guest's post; Priya answers Omar there; Adarsh answers his own comment there.
      await c.as('omarh');
      const omars = (await c.app.addComment({ postId: 'post-6', body: { text: 'Nice place' } })).comment;
      await c.as('priyanair');
      const priyas = (await c.app.addComment({ postId: 'post-6', body: { text: 'Agreed', parentId: omars._id } })).comment;
      await c.as('adarshbalika');
      const adarshs = (await c.app.addComment({ postId: 'post-6', body: { text: 'Me too', parentId: 'comment-6-1' } })).comment;
      await c.guest();
      expect((await inbox(c)).lines).toEqual([
        { type: 'comment', actors: ['adarshbalika'], actorCount: 1, postId: 'post-6', commentId: adarshs._id, read: false },
        { type: 'comment', actors: ['priyanair'], actorCount: 1, postId: 'post-6', commentId: priyas._id, read: false },
        { type: 'comment', actors: ['omarh'], actorCount: 1, postId: 'post-6', commentId: omars._id, read: false },
      ]);
      await c.as('omarh');
      const { notifications } = await c.app.getNotifications();
      expect(notifications.map((one) => [one.type, one.commentId, one.excerpt])).toEqual([['reply', priyas._id, 'Agreed']]);
      // Adarsh answered his own comment: nothing for him.
      await c.as('adarshbalika');
      expect((await inbox(c)).lines).toEqual([]);
      // The guest's own comment on the guest's post, answered: one notification, the reply.
      await c.guest();
      await c.app.readNotifications();
      const mine = (await c.app.addComment({ postId: 'post-6', body: { text: 'Thanks all' } })).comment;
      await c.as('lenaf');
      const lenas = (await c.app.addComment({ postId: 'post-6', body: { text: 'Any time', parentId: mine._id } })).comment;
      await c.guest();
      expect((await c.app.getNotifications()).notifications.filter((one) => !one.read).map((one) => [one.type, one.commentId])).toEqual([
        ['reply', lenas._id],
      ]);
    });

    it('@name@<this community’s host> names the member: told, and given a post for the people it mentions', async () => {
      const c = contract();
      const host = new URL(c.harness.origin).host.toUpperCase();
      await c.as('omarh');
      const body = { caption: 'Ride', content: `Just us, @LenaF@${host}`, img: '', visibility: 'mentioned' as const };
      const { post } = await c.app.createPost({ body });
      const { comment } = await c.app.addComment({ postId: 'post-5', body: { text: `Ask @priyanair@${host}` } });
      await c.as('lenaf');
      expect((await inbox(c)).lines).toEqual([
        { type: 'mention', actors: ['omarh'], actorCount: 1, postId: post._id, commentId: null, read: false },
      ]);
      expect((await c.app.getPost({ postId: post._id })).post.content).toBe(`Just us, @LenaF@${host}`);
      await c.as('priyanair');
      expect((await inbox(c)).lines.map((one) => [one.type, one.commentId])).toEqual([['mention', comment._id]]);
    });

    it('@name in a post or comment tells that person, in any letter case, once per post or comment however often it is edited', async () => {
      const c = contract();
      await c.as('omarh');
      const { post } = await c.app.createPost({ body: { caption: 'Ride', content: 'With @LenaF and @nobody_here and @omarh', img: '' } });
      await c.app.editPost({ postId: post._id, body: { caption: 'Ride', content: 'With @lenaf, @kenjisato too', img: '' } });
      const { comment } = await c.app.addComment({ postId: 'post-5', body: { text: 'Ask @priyanair' } });
      await c.as('lenaf');
      expect((await inbox(c)).lines).toEqual([
        { type: 'mention', actors: ['omarh'], actorCount: 1, postId: post._id, commentId: null, read: false },
      ]);
      await c.as('kenjisato');
      // Kenji wrote post-5, so Omar's comment is a comment to him; the edit named him in the post.
      expect((await inbox(c)).lines.map((one) => [one.type, one.postId])).toEqual([
        ['comment', 'post-5'],
        ['mention', post._id],
      ]);
      await c.as('priyanair');
      expect((await inbox(c)).lines).toEqual([
        { type: 'mention', actors: ['omarh'], actorCount: 1, postId: 'post-5', commentId: comment._id, read: false },
      ]);
      // Nobody is told twice of a comment: the post's author mentioned in a comment on it hears of the comment.
      await c.as('omarh');
      await c.app.addComment({ postId: 'post-5', body: { text: 'Right, @kenjisato?' } });
      await c.as('kenjisato');
      expect((await inbox(c)).lines.map((one) => one.type)).toEqual(['comment', 'comment', 'mention']);
    });

    it('new followers group while unread; an unfollow takes its person out', async () => {
      const c = contract();
      for (const person of ['omarh', 'lenaf', 'kenjisato']) await byOther(c, person, (o) => o.app.follow({ followUserId: 'user-guest' }));
      await byOther(c, 'lenaf', (o) => o.app.unfollow({ followUserId: 'user-guest' }));
      await c.guest();
      expect(await inbox(c)).toEqual({
        lines: [{ type: 'follow', actors: ['kenjisato', 'omarh'], actorCount: 2, postId: null, commentId: null, read: false }],
        unread: 1,
      });
    });

    it('nothing is told from someone one blocks, even once unblocked: what they did while blocked stays untold', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-omar' });
      // A block refuses likes and follows; a mention is what a blocked person can still write.
      await byOther(c, 'omarh', (o) => o.app.createPost({ body: { caption: 'Hey', content: 'Look, @guest', img: '' } }));
      await c.guest();
      await c.app.unblock({ userId: 'user-omar' });
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
    });

    it('nothing is told of a post one cannot see: a reply under it, from someone one may hear of, is hidden while its author blocks one', async () => {
      const c = contract();
      // The guest comments on Lena's post; Lena blocks the guest; Omar answers the guest there.
      await c.guest();
      const mine = (await c.app.addComment({ postId: 'post-4', body: { text: 'Nice shelf' } })).comment;
      await c.as('omarh');
      await c.app.addComment({ postId: 'post-4', body: { text: 'Told you', parentId: mine._id } });
      await c.guest();
      const [reply] = (await c.app.getNotifications()).notifications;
      expect(reply).toMatchObject({ type: 'reply', postId: 'post-4' });
      await c.as('lenaf');
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
      // Nor can it be marked read, or read by its id.
      expect(await failure(c.app.readNotification({ notificationId: reply!._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(reply!._id),
      });
      // What is written under it while the block holds is never told.
      await c.as('kenjisato');
      await c.app.addComment({ postId: 'post-4', body: { text: 'And @guest?', parentId: mine._id } });
      await c.as('lenaf');
      await c.app.unblock({ userId: 'user-guest' });
      await c.guest();
      expect((await inbox(c)).lines.map((one) => one.actors)).toEqual([['omarh']]);
    });

    it('nothing is told from someone one mutes; a mute made later hides what they did, and it is not counted', async () => {
      const c = contract();
      await c.guest();
      await c.app.mute({ userId: 'user-omar' });
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await byOther(c, 'lenaf', (o) => o.app.addComment({ postId: 'post-6', body: { text: 'Hi @guest' } }));
      await c.guest();
      expect((await inbox(c)).lines.map((one) => [one.type, one.actors])).toEqual([['comment', ['lenaf']]]);
      await c.app.mute({ userId: 'user-lena' });
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
      await c.app.unmute({ userId: 'user-lena' });
      expect((await inbox(c)).unread).toBe(1);
      // What Omar did while muted was never told, and stays untold once he is not.
      await c.app.unmute({ userId: 'user-omar' });
      expect((await inbox(c)).lines.map((one) => [one.type, one.actors])).toEqual([['comment', ['lenaf']]]);
      // A suspended person is hidden too, while it lasts.
      await c.harness.suspend('lenaf');
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
    });

    it('a deleted post or comment takes its notifications with it', async () => {
      const c = contract();
      await c.as('omarh');
      const { comment } = await c.app.addComment({ postId: 'post-6', body: { text: 'Nice' } });
      await c.app.likePost({ postId: 'post-6' });
      await c.guest();
      expect((await inbox(c)).unread).toBe(2);
      await c.app.deleteComment({ postId: 'post-6', commentId: comment._id });
      expect((await inbox(c)).lines.map((one) => one.type)).toEqual(['like']);
      await c.app.deletePost({ postId: 'post-6' });
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
    });

    it('one notification is read by its id as its page tells it; someone else’s, or one put away, is a 404', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      const [like] = (await c.app.getNotifications()).notifications;
      expect(await c.app.getNotification({ notificationId: like!._id })).toEqual({ notification: like });
      await c.as('lenaf');
      expect(await failure(c.app.getNotification({ notificationId: like!._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like!._id),
      });
      await c.guest();
      await c.app.dismissNotification({ notificationId: like!._id });
      expect(await failure(c.app.getNotification({ notificationId: like!._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like!._id),
      });
    });

    it('one notification is marked read alone; all of them at once; someone else’s is a 404 that changes nothing', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await c.guest();
      const { notifications } = await c.app.getNotifications();
      const like = notifications.find((one) => one.type === 'like')!;
      const marked = await c.app.readNotification({ notificationId: like._id });
      expect(marked).toEqual({ notification: { ...like, read: true }, unread: 1 });
      await c.as('lenaf');
      expect(await failure(c.app.readNotification({ notificationId: like._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like._id),
      });
      expect(await failure(c.app.readNotification({ notificationId: 'no-such-one' }))).toEqual({
        status: 404,
        message: messages.notificationNotFound('no-such-one'),
      });
      await c.guest();
      expect((await inbox(c)).unread).toBe(1);
      expect(await c.app.readNotifications()).toEqual({ unread: 0 });
      expect((await inbox(c)).lines.map((one) => one.read)).toEqual([true, true]);
    });

    it('a notification put away leaves the list and the count; a like after it starts a new one; someone else’s is a 404', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await c.guest();
      const like = (await c.app.getNotifications()).notifications.find((one) => one.type === 'like')!;
      await c.as('lenaf');
      expect(await failure(c.app.dismissNotification({ notificationId: like._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like._id),
      });
      await c.guest();
      expect((await inbox(c)).unread).toBe(2);
      expect(await c.app.dismissNotification({ notificationId: like._id })).toEqual({ notificationId: like._id, unread: 1 });
      expect((await inbox(c)).lines.map((one) => one.type)).toEqual(['follow']);
      expect(await failure(c.app.dismissNotification({ notificationId: like._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like._id),
      });
      expect(await failure(c.app.readNotification({ notificationId: like._id }))).toEqual({
        status: 404,
        message: messages.notificationNotFound(like._id),
      });
      await byOther(c, 'lenaf', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      expect((await inbox(c)).lines).toEqual([
        { type: 'like', actors: ['lenaf'], actorCount: 1, postId: 'post-6', commentId: null, read: false },
        { type: 'follow', actors: ['omarh'], actorCount: 1, postId: null, commentId: null, read: false },
      ]);
    });

    it('clearing puts every notification away, read or not; a mention put away is not told again by an edit', async () => {
      const c = contract();
      await c.as('omarh');
      const { post } = await c.app.createPost({ body: { caption: 'Ride', content: 'With @guest', img: '' } });
      await c.app.likePost({ postId: 'post-6' });
      await c.guest();
      await c.app.readNotification({ notificationId: (await c.app.getNotifications()).notifications[0]!._id });
      const before = (await c.app.getNotifications()).notifications;
      expect(before.length).toBe(2);
      const cleared = await c.app.clearNotifications();
      expect(cleared.unread).toBe(0);
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
      // What was put away is no later than the clear; what comes after it is later.
      for (const notification of before) expect(Date.parse(notification.createdAt)).toBeLessThanOrEqual(Date.parse(cleared.clearedAt));
      await byOther(c, 'kenjisato', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      const [after] = (await c.app.getNotifications()).notifications;
      expect(Date.parse(after!.createdAt)).toBeGreaterThan(Date.parse(cleared.clearedAt));
      await c.app.clearNotifications();
      await c.as('omarh');
      await c.app.editPost({ postId: post._id, body: { caption: 'Ride', content: 'With @guest, again', img: '' } });
      await c.guest();
      expect(await inbox(c)).toEqual({ lines: [], unread: 0 });
      expect(await c.app.clearNotifications()).toMatchObject({ unread: 0 });
    });

    it('notifications come a page at a time, the latest first; a group someone joins moves up', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await byOther(c, 'lenaf', (o) => o.app.addComment({ postId: 'post-6', body: { text: 'One' } }));
      await byOther(c, 'kenjisato', (o) => o.app.likePost({ postId: 'post-6' }));
      await c.guest();
      const first = await c.app.getNotifications({ query: { limit: 2 } });
      const second = await c.app.getNotifications({ query: { limit: 2, cursor: first.nextCursor } });
      expect([...first.notifications, ...second.notifications].map((one) => one.type)).toEqual(['like', 'comment', 'follow']);
      expect(second.nextCursor).toBeNull();
      expect(await failure(c.app.getNotifications({ query: { cursor: 'bm90IGEgY3Vyc29y' } }))).toEqual({
        status: 400,
        message: messages.invalidCursor,
      });
    });

    it('only the kinds asked for, a page at a time as the rest; a kind that does not exist is refused in words', async () => {
      const c = contract();
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'omarh', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await byOther(c, 'lenaf', (o) => o.app.addComment({ postId: 'post-6', body: { text: 'One' } }));
      await c.guest();
      const first = await c.app.getNotifications({ query: { types: ['comment', 'follow'], limit: 1 } });
      const second = await c.app.getNotifications({ query: { types: ['comment', 'follow'], limit: 1, cursor: first.nextCursor } });
      expect([...first.notifications, ...second.notifications].map((one) => one.type)).toEqual(['comment', 'follow']);
      expect(second.nextCursor).toBeNull();
      // The count of unread ones is every kind's.
      expect(first.unread).toBe(3);
      const refused = await c.raw('GET', '/notifications?types=comment,likes', { headers: c.authorized() });
      expect([refused.status, refused.body]).toEqual([
        400,
        {
          errors: ['types must be a comma-separated list of like, repost, comment, reply, mention, follow, follow_request.'],
          code: 'input.invalid',
        },
      ]);
    });

    it('notifications are one’s own: nobody signed in is a 401', async () => {
      const { raw } = contract();
      for (const [method, path] of [
        ['GET', '/notifications'],
        ['POST', '/notifications/read'],
        ['POST', '/notifications/read/x'],
      ] as const) {
        const answer = await raw(method, path);
        expect([answer.status, answer.body]).toEqual([401, { errors: [messages.invalidToken], code: 'session.required' }]);
      }
    });
  });
}
