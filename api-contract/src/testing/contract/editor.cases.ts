import { limits } from '../../limits';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, pngDataUrl } from './harness';

/** The guest's own post in the seed ("Hello there"). */
const guestPost = 'post-6';

const edit = (c: Contract, postData: { caption: string; content: string; img?: string; contentWarning?: string }) =>
  c.app.editPost({ postId: guestPost, body: postData });

export function editorCases(contract: () => Contract): void {
  describe('content warnings', () => {
    it('a post keeps the warning its author puts on it, and an edit can change or take it away', async () => {
      const c = contract();
      await c.guest();
      const { post } = await c.app.createPost({
        body: { caption: 'The vet', content: 'Stitches after the fall.', contentWarning: '  Injury, blood ' },
      });
      expect(post.contentWarning).toBe('Injury, blood');
      expect((await c.api.getPost({ postId: post._id })).post.contentWarning).toBe('Injury, blood');
      // The spec's calls carry it too, and a post without one has it empty.
      expect((await c.api.getPosts()).posts.find((each) => each._id === 'post-1')?.contentWarning).toBe('');

      const edited = await c.app.editPost({
        postId: post._id,
        body: { caption: 'The vet', content: 'Stitches after the fall.', contentWarning: '' },
      });
      expect(edited.post.contentWarning).toBe('');
    });

    it('a warning of only spaces, or over the limit, is a 400 in words and stores nothing', async () => {
      const c = contract();
      await c.guest();
      const before = (await c.app.getUserPosts({ username: 'guest', query: { limit: 50 } })).posts.length;
      expect(await failure(c.app.createPost({ body: { caption: 'Hi', content: 'There', contentWarning: '   ' } }))).toEqual({
        status: 400,
        message: 'Content warning cannot be only spaces.',
      });
      const tooLong = 'w'.repeat(limits.contentWarningMax + 1);
      expect(await failure(c.app.createPost({ body: { caption: 'Hi', content: 'There', contentWarning: tooLong } }))).toEqual({
        status: 400,
        message: `Content warning must be at most ${limits.contentWarningMax} characters.`,
      });
      expect(await failure(edit(c, { caption: 'Hello there', content: 'Changed', contentWarning: '\u200b ' }))).toEqual({
        status: 400,
        message: 'Content warning cannot be only spaces.',
      });
      expect((await c.app.getUserPosts({ username: 'guest', query: { limit: 50 } })).posts.length).toBe(before);
      const { post } = await c.app.getPost({ postId: guestPost });
      expect([post.content, post.editedAt]).toEqual(['Trying out this place. Say hi!', null]);
    });
  });

  describe('the history of an edited post', () => {
    it('an edit marks the post edited and keeps what it said before, the latest version first, for anyone to read', async () => {
      const c = contract();
      await c.guest();
      const original = (await c.app.getPost({ postId: guestPost })).post;
      expect(original.editedAt).toBeNull();
      await edit(c, { caption: 'Hello there', content: 'Trying out this place. Say hello!', img: original.img });
      const { post } = await edit(c, {
        caption: 'Hello again',
        content: 'Trying out this place. Say hello!',
        img: original.img,
        contentWarning: 'Puns',
      });
      expect(post.editedAt).not.toBeNull();
      expect(Date.parse(post.editedAt!)).toBeGreaterThanOrEqual(Date.parse(original.createdAt));

      c.token = null;
      const { versions, nextCursor } = await c.app.getPostHistory({ postId: guestPost });
      expect(nextCursor).toBeNull();
      expect(
        versions.map(({ caption, content, contentWarning, imageChanged }) => ({ caption, content, contentWarning, imageChanged })),
      ).toEqual([
        { caption: 'Hello there', content: 'Trying out this place. Say hello!', contentWarning: '', imageChanged: false },
        { caption: 'Hello there', content: 'Trying out this place. Say hi!', contentWarning: '', imageChanged: false },
      ]);
      // Each version says when it was written: the first when the post was.
      expect(versions.at(-1)!.writtenAt).toBe(original.createdAt);
      expect(Date.parse(versions[0]!.writtenAt)).toBeGreaterThan(Date.parse(original.createdAt));
    });

    it('an edit that changes nothing leaves no version and no mark; a new image is an edit whose version says so', async () => {
      const c = contract();
      await c.guest();
      const original = (await c.app.getPost({ postId: guestPost })).post;
      const same = await edit(c, { caption: original.caption, content: original.content, img: original.img });
      expect(same.post.editedAt).toBeNull();
      expect((await c.app.getPostHistory({ postId: guestPost })).versions).toEqual([]);

      const { post } = await edit(c, { caption: original.caption, content: original.content, img: pngDataUrl });
      expect(post.editedAt).not.toBeNull();
      const { versions } = await c.app.getPostHistory({ postId: guestPost });
      expect(versions.map((version) => [version.content, version.imageChanged])).toEqual([[original.content, true]]);
    });

    it('the history comes a page at a time, and a cursor of another list is a 400', async () => {
      const c = contract();
      await c.guest();
      for (const word of ['one', 'two', 'three']) await edit(c, { caption: 'Hello there', content: word });
      const first = await c.app.getPostHistory({ postId: guestPost, query: { limit: 2 } });
      const second = await c.app.getPostHistory({ postId: guestPost, query: { limit: 2, cursor: first.nextCursor } });
      expect([first, second].map((page) => page.versions.map((version) => version.content))).toEqual([
        ['two', 'one'],
        ['Trying out this place. Say hi!'],
      ]);
      expect(second.nextCursor).toBeNull();
      const posts = await c.app.getPosts({ query: { limit: 1 } });
      expect(await failure(c.app.getPostHistory({ postId: guestPost, query: { cursor: posts.nextCursor } }))).toEqual({
        status: 400,
        message: messages.invalidCursor,
      });
    });

    it('the history of no post, or of a post hidden from the reader by a block, is the same 404', async () => {
      const c = contract();
      await c.as('priyanair');
      await c.app.editPost({ postId: 'post-2', body: { caption: 'Ridge walk', content: 'Seven hours up.' } });
      expect(await failure(c.app.getPostHistory({ postId: 'post-404' }))).toEqual({
        status: 404,
        message: messages.postNotFound('post-404'),
      });
      await c.app.block({ userId: 'user-guest' });
      await c.guest();
      expect(await failure(c.app.getPostHistory({ postId: 'post-2' }))).toEqual({ status: 404, message: messages.postNotFound('post-2') });
    });

    it('the versions go with the post when it is deleted', async () => {
      const c = contract();
      await c.guest();
      await edit(c, { caption: 'Hello there', content: 'Soon gone.' });
      await c.app.deletePost({ postId: guestPost });
      expect(await failure(c.app.getPostHistory({ postId: guestPost }))).toEqual({
        status: 404,
        message: messages.postNotFound(guestPost),
      });
    });
  });
}
