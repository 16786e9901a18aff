import { messages } from '../../messages';
import type { Contract } from './context';
import { failure } from './harness';

/** priyanair writes a post only kenjisato and omarh see (and she, its author). */
async function privatePost(c: Contract, caption = 'Just us') {
  await c.as('priyanair');
  const { post } = await c.app.createPost({
    body: { caption, content: 'About Saturday, @kenjisato @omarh', visibility: 'mentioned' },
  });
  return post._id;
}

/** The member's list as ids with whether each is new to them. */
async function listOf(c: Contract, who: string) {
  await c.as(who);
  const { threads } = await c.app.getPrivateThreads({ query: { limit: 20 } });
  return threads.map((thread) => [thread.post._id, thread.unread]);
}

export function privateThreadCases(contract: () => Contract): void {
  describe('posts only the people they mention see, as each of them keeps them (conversations)', () => {
    it('lists one for its author, read, and for each person it mentions, new; not for anyone else, nor a public post', async () => {
      const c = contract();
      const postId = await privatePost(c);
      await c.app.createPost({ body: { caption: 'For all', content: 'Hello @kenjisato' } });
      const { threads } = await c.app.getPrivateThreads({ query: { limit: 20 } });
      expect(threads).toEqual([
        {
          post: expect.objectContaining({ _id: postId, visibility: 'mentioned' }) as unknown,
          unread: false,
          participants: ['priyanair', 'kenjisato', 'omarh'],
          lastComment: null,
          lastActivityAt: threads[0]!.post.createdAt,
        },
      ]);
      expect(await listOf(c, 'kenjisato')).toEqual([[postId, true]]);
      expect(await listOf(c, 'lenaf')).toEqual([]);
      expect(await listOf(c, 'guest')).toEqual([]);
    });

    it('a comment moves it up, new to everyone but its writer; reading it marks it read for the reader alone', async () => {
      const c = contract();
      const older = await privatePost(c, 'First');
      const newer = await privatePost(c, 'Second');
      await c.as('kenjisato');
      const { comment } = await c.app.addComment({ postId: older, body: { text: 'Count me in' } });
      expect(await listOf(c, 'kenjisato')).toEqual([
        [older, false],
        [newer, true],
      ]);
      expect(await listOf(c, 'priyanair')).toEqual([
        [older, true],
        [newer, false],
      ]);
      const { thread } = await c.app.readPrivateThread({ postId: older });
      expect(thread).toMatchObject({ unread: false, lastComment: { _id: comment._id, text: 'Count me in' } });
      expect(await listOf(c, 'omarh')).toEqual([
        [older, true],
        [newer, true],
      ]);
    });

    it('taken out of one’s list, it stays in the others’ and comes back with the next comment', async () => {
      const c = contract();
      const postId = await privatePost(c);
      await c.as('omarh');
      expect(await c.app.hidePrivateThread({ postId })).toEqual({ postId });
      expect(await listOf(c, 'omarh')).toEqual([]);
      expect(await listOf(c, 'kenjisato')).toEqual([[postId, true]]);
      await c.as('priyanair');
      await c.app.addComment({ postId, body: { text: 'Bring a coat' } });
      expect(await listOf(c, 'omarh')).toEqual([[postId, true]]);
    });

    it('one not in it, a public post and no post are the same 404, and change nothing', async () => {
      const c = contract();
      const postId = await privatePost(c);
      const { post: open } = await c.app.createPost({ body: { caption: 'For all', content: 'Hello' } });
      await c.as('lenaf');
      for (const id of [postId, open._id, 'no-such-post']) {
        expect(await failure(c.app.readPrivateThread({ postId: id }))).toEqual({ status: 404, message: messages.postNotFound(id) });
        expect(await failure(c.app.hidePrivateThread({ postId: id }))).toEqual({ status: 404, message: messages.postNotFound(id) });
      }
      expect(await listOf(c, 'kenjisato')).toEqual([[postId, true]]);
    });

    it('someone an edit no longer mentions meets the same 404 as anyone else; someone it now mentions finds it, new', async () => {
      const c = contract();
      const postId = await privatePost(c);
      await c.app.editPost({ postId, body: { caption: 'Just us', content: 'About Saturday, @kenjisato @lenaf' } });
      expect(await listOf(c, 'omarh')).toEqual([]);
      expect(await failure(c.app.readPrivateThread({ postId }))).toEqual({ status: 404, message: messages.postNotFound(postId) });
      expect(await listOf(c, 'lenaf')).toEqual([[postId, true]]);
      const { threads } = await c.app.getPrivateThreads({ query: { limit: 5 } });
      expect(threads[0]!.participants).toEqual(['priyanair', 'kenjisato', 'lenaf']);
    });

    it('the latest comment is the latest one may see: not a deleted one, nor one by someone one blocks, whose comment moves nothing', async () => {
      const c = contract();
      const postId = await privatePost(c);
      await c.as('kenjisato');
      const { comment: first } = await c.app.addComment({ postId, body: { text: 'First' } });
      const { comment: second } = await c.app.addComment({ postId, body: { text: 'Second' } });
      await c.app.deleteComment({ postId, commentId: second._id });
      await c.as('priyanair');
      const afterDeleting = (await c.app.getPrivateThreads({ query: { limit: 5 } })).threads[0]!;
      expect(afterDeleting.lastComment?._id).toBe(first._id);
      await c.as('omarh');
      await c.app.readPrivateThread({ postId });
      await c.app.block({ userId: 'user-kenji' });
      await c.as('kenjisato');
      await c.app.addComment({ postId, body: { text: 'Third' } });
      expect(await listOf(c, 'omarh')).toEqual([[postId, false]]);
      const { threads } = await c.app.getPrivateThreads({ query: { limit: 5 } });
      expect(threads[0]!.lastComment).toBeNull();
      expect(threads[0]!.participants).toEqual(['priyanair', 'omarh']);
      await c.as('priyanair');
      const seen = (await c.app.getPrivateThreads({ query: { limit: 5 } })).threads[0]!;
      expect([seen.unread, seen.lastComment?.text]).toEqual([true, 'Third']);
    });

    it('pages, the latest first', async () => {
      const c = contract();
      const first = await privatePost(c, 'One');
      const second = await privatePost(c, 'Two');
      await c.as('kenjisato');
      const page = await c.app.getPrivateThreads({ query: { limit: 1 } });
      expect(page.threads.map((thread) => thread.post._id)).toEqual([second]);
      const next = await c.app.getPrivateThreads({ query: { limit: 1, cursor: page.nextCursor! } });
      expect([next.threads.map((thread) => thread.post._id), next.nextCursor]).toEqual([[first], null]);
    });

    it('reads the other way, the earliest activity first, from a cursor of that order: what is newer than its place, as an app fills a gap', async () => {
      const c = contract();
      const one = await privatePost(c, 'One');
      const two = await privatePost(c, 'Two');
      const three = await privatePost(c, 'Three');
      await c.as('kenjisato');
      await c.app.addComment({ postId: one, body: { text: 'One is back on top' } });
      const ids = (page: { threads: Array<{ post: { _id: string } }> }) => page.threads.map((thread) => thread.post._id);
      const earliest = await c.app.getPrivateThreads({ query: { limit: 1, sort: 'oldest' } });
      expect(ids(earliest)).toEqual([two]);
      const after = await c.app.getPrivateThreads({ query: { limit: 5, sort: 'oldest', cursor: earliest.nextCursor! } });
      expect([ids(after), after.nextCursor]).toEqual([[three, one], null]);
      const latest = await c.app.getPrivateThreads({ query: { limit: 1 } });
      expect(ids(latest)).toEqual([one]);
      expect(await failure(c.app.getPrivateThreads({ query: { limit: 1, sort: 'oldest', cursor: latest.nextCursor! } }))).toEqual({
        status: 400,
        message: messages.invalidCursor,
      });
      expect(await c.raw('GET', '/posts/private?limit=1&sort=trending', { headers: c.authorized() })).toMatchObject({
        status: 400,
        body: { code: 'page.invalid_sort', errors: ['sort must be newest or oldest.'] },
      });
      // A comment moves the cursor's own post past its place: read this way, it comes again.
      await c.app.addComment({ postId: two, body: { text: 'Two moves up' } });
      const again = await c.app.getPrivateThreads({ query: { limit: 5, sort: 'oldest', cursor: earliest.nextCursor! } });
      expect(ids(again)).toEqual([three, one, two]);
    });
  });
}
