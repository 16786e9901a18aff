import { strFromU8, unzipSync } from 'fflate';
import { messages } from '../../messages';
import type { Contract } from './context';
import { colourPng } from '../test-images';
import { failure, pngDataUrl } from './harness';

/** The files of a zip, by name. Read through a Response: jsdom's Blob has no arrayBuffer(). */
async function filesOf(zip: Blob): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await new Response(zip).arrayBuffer()));
}

const json = <T>(bytes: Uint8Array | undefined): T => JSON.parse(strFromU8(bytes ?? new Uint8Array())) as T;

export function exportCases(contract: () => Contract): void {
  describe("taking one's data away", () => {
    it('the export is a zip of the profile, posts, comments, messages, bookmarks, follows and followers, and every image of the account', async () => {
      const c = contract();
      await c.as('omarh');
      const { conversation } = await c.app.startConversation({ body: { to: ['guest'], text: 'Not the guest’s to take away' } });
      await c.guest();
      const { media } = await c.app.uploadMedia({ body: { img: colourPng.blue } });
      const { message } = await c.app.sendMessage({
        conversationId: conversation._id,
        body: { text: 'Mine to take away', image: { mediaId: media.id, alt: 'A blue square' } },
      });
      const { post: pictured } = await c.app.createPost({ body: { caption: 'Pictured', content: 'With an image', img: pngDataUrl } });
      const { comment } = await c.app.addComment({ postId: 'post-3', body: { text: 'Taken away too' } });
      const { img } = (await c.app.getPost({ postId: 'post-6' })).post;
      await c.app.editPost({
        postId: 'post-6',
        body: { caption: 'Hello there', content: 'Edited before leaving', contentWarning: 'Goodbyes', img },
      });
      await c.app.addBookmark({ postId: 'post-5' });
      const { posts } = await c.api.getUserPosts({ username: 'guest' });
      const { user } = await c.api.getUserByUsername({ username: 'guest' });

      const files = await filesOf(await c.api.exportAccount());
      expect(json<{ username: string; email: string }>(files['profile.json'])).toMatchObject({ username: 'guest', email: user.email });
      const exported = json<Array<{ id: string; caption: string; images: Array<{ id: string; alt: string }> }>>(files['posts.json']);
      expect(exported.map((post) => post.id).sort()).toEqual(posts.map((post) => post._id).sort());
      expect(exported.find((post) => post.id === pictured._id)).toMatchObject({ caption: 'Pictured' });
      // An edited post goes with its warning and what it said before.
      expect(json<Array<Record<string, unknown>>>(files['posts.json']).find((post) => post.id === 'post-6')).toMatchObject({
        content: 'Edited before leaving',
        contentWarning: 'Goodbyes',
        earlierVersions: [expect.objectContaining({ content: 'Trying out this place. Say hi!', contentWarning: '' })],
      });
      expect(json<Array<{ id: string; text: string }>>(files['comments.json'])).toContainEqual(
        expect.objectContaining({ id: comment._id, text: 'Taken away too' }),
      );
      // The messages one wrote, not the words of the others one wrote to.
      const written = json<Array<{ id: string; conversationId: string; text: string; image: { id: string }; createdAt: string }>>(
        files['messages.json'],
      );
      expect(written.map(({ createdAt, ...rest }) => ({ ...rest, createdAt: new Date(createdAt).toISOString() }))).toEqual([
        {
          id: message._id,
          conversationId: conversation._id,
          text: 'Mine to take away',
          image: { id: media.id, alt: 'A blue square' },
          createdAt: message.createdAt,
        },
      ]);
      expect(json<Array<{ postId: string }>>(files['bookmarks.json']).map((bookmark) => bookmark.postId)).toContain('post-5');
      expect(
        json<Array<{ username: string }>>(files['following.json'])
          .map((person) => person.username)
          .sort(),
      ).toEqual(user.following.map((person) => person.username).sort());
      expect(json<unknown[]>(files['followers.json'])).toHaveLength(user.followerCount);

      // Every image of the account's posts and messages is in the zip, once, with its bytes.
      const images = Object.keys(files).filter((name) => name.startsWith('images/'));
      const named = new Set([...exported.flatMap((post) => post.images.map((image) => image.id)), media.id]);
      expect(named.size).toBeGreaterThan(1);
      for (const id of named) expect(images.find((name) => name.startsWith(`images/${id}.`))).toBeDefined();
      for (const name of images) expect(files[name]!.length).toBeGreaterThan(0);
    });

    it("needs a signed-in person: there is no one else's export to ask for", async () => {
      const c = contract();
      expect(await failure(c.api.exportAccount())).toEqual({ status: 401, message: messages.invalidToken });
    });
  });
}
