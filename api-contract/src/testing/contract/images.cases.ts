import { limits } from '../../limits';
import { messages } from '../../messages';
import type { Contract } from './context';
import { colourPngs, failure, pngDataUrl } from './harness';

/** Uploads each image on its own, as the editor does: their ids, in order. */
async function upload(c: Contract, images: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const img of images) ids.push((await c.app.uploadMedia({ body: { img } })).media.id);
  return ids;
}

const postWith = (c: Contract, images: Array<{ mediaId: string; alt: string }>) =>
  c.app.createPost({ body: { caption: 'Three colours', content: 'Red, green, blue.', img: '', images } });

export function imageCases(contract: () => Contract): void {
  describe('several images, each with a description', () => {
    it('an upload answers its id and address; a post shows the uploads it names, in order, with their descriptions', async () => {
      const c = contract();
      await c.guest();
      const { media } = await c.app.uploadMedia({ body: { img: colourPngs[0]! } });
      expect(media.id).toMatch(/^[0-9a-f]{64}$/);
      expect(media.url).toMatch(/^(data:image\/|\/api\/media\/)/);
      const ids = [media.id, ...(await upload(c, colourPngs.slice(1, 3)))];
      const alts = ['A red square.', 'A green square.', ''];
      const { post } = await postWith(
        c,
        ids.map((mediaId, index) => ({ mediaId, alt: alts[index]! })),
      );
      expect(post.images.map((image) => [image.id, image.alt])).toEqual(ids.map((id, index) => [id, alts[index]]));
      expect(post.images[0]!.url).toBe(media.url);
      // The spec's one image is the first.
      expect(post.img).toBe(media.url);
      const { posts } = await c.api.getPosts();
      expect(posts.find((each) => each._id === post._id)?.images.map((image) => image.alt)).toEqual(alts);
    });

    it("a post of the spec's one image shows it as its only image, without a description, and the seed's pictures have theirs", async () => {
      const c = contract();
      await c.guest();
      const { post } = await c.app.createPost({ body: { caption: 'Dot', content: 'One pixel', img: pngDataUrl } });
      expect(post.images.map(({ url, alt }) => ({ url, alt }))).toEqual([{ url: post.img, alt: '' }]);
      const seeded = (await c.api.getPost({ postId: 'post-1' })).post;
      expect(seeded.images.map(({ url }) => url)).toEqual([seeded.img]);
      expect(seeded.images[0]!.alt).toMatch(/\w/);
      // An edit that sends the kept address back keeps the image and its description; an empty one takes it away.
      const mine = (await c.app.getPost({ postId: 'post-6' })).post;
      const kept = await c.app.editPost({ postId: 'post-6', body: { caption: 'Hello there', content: 'Kept', img: mine.img } });
      expect(kept.post.images).toEqual(mine.images);
      const taken = await c.app.editPost({ postId: 'post-6', body: { caption: 'Hello there', content: 'Kept', img: '' } });
      expect(taken.post.images).toEqual([]);
    });

    it('an edit keeps images by their ids, changes descriptions and order, and the history says the images changed', async () => {
      const c = contract();
      await c.guest();
      const [red, green] = await upload(c, colourPngs.slice(0, 2));
      const { post } = await postWith(c, [
        { mediaId: red!, alt: 'Red.' },
        { mediaId: green!, alt: '' },
      ]);
      const edited = await c.app.editPost({
        postId: post._id,
        body: {
          caption: post.caption,
          content: post.content,
          img: post.img,
          images: [
            { mediaId: green!, alt: 'Green, now described.' },
            { mediaId: red!, alt: 'Red.' },
          ],
        },
      });
      expect(edited.post.images.map((image) => [image.id, image.alt])).toEqual([
        [green, 'Green, now described.'],
        [red, 'Red.'],
      ]);
      expect(edited.post.editedAt).not.toBeNull();
      const { versions } = await c.app.getPostHistory({ postId: post._id });
      expect(versions[0]).toMatchObject({ caption: post.caption, imageChanged: true });
      // The same images sent again change nothing and leave no version.
      await c.app.editPost({
        postId: post._id,
        body: { caption: post.caption, content: post.content, images: edited.post.images.map(({ id, alt }) => ({ mediaId: id, alt })) },
      });
      expect((await c.app.getPostHistory({ postId: post._id })).versions).toHaveLength(1);
    });

    it('a fifth image, a description over the limit, a repeated image or a file that is not an image is a 400 in words, and nothing is stored', async () => {
      const c = contract();
      await c.guest();
      const ids = await upload(c, colourPngs);
      const before = (await c.app.getUserPosts({ username: 'guest', query: { limit: 50 } })).posts.length;
      const refusals = [
        [
          postWith(
            c,
            ids.map((mediaId) => ({ mediaId, alt: '' })),
          ),
          `A post may have at most ${limits.postImagesMax} images.`,
        ],
        [
          postWith(c, [{ mediaId: ids[0]!, alt: 'x'.repeat(limits.altTextMax + 1) }]),
          `Image description must be at most ${limits.altTextMax} characters.`,
        ],
        [
          postWith(c, [
            { mediaId: ids[0]!, alt: '' },
            { mediaId: ids[0]!, alt: '' },
          ]),
          'A post shows each image once.',
        ],
        [postWith(c, [{ mediaId: 'not-an-id', alt: '' }]), 'An image must be named by the id its upload answered.'],
        [
          c.app.createPost({
            body: { caption: 'Named', content: 'Wrongly', images: ['x'] as unknown as Array<{ mediaId: string; alt: string }> },
          }),
          'Each image must be named as {mediaId, alt}.',
        ],
        [
          c.app.createPost({ body: { caption: 'Both', content: 'Ways', img: pngDataUrl, images: [{ mediaId: ids[0]!, alt: '' }] } }),
          messages.imagesAndImg,
        ],
        [c.app.uploadMedia({ body: { img: 'data:image/png;base64,aGVsbG8gd29ybGQh' } }), 'Image is not a valid image file.'],
        [c.app.uploadMedia({ body: { img: 'data:text/plain;base64,aGVsbG8=' } }), 'Image must be a PNG, JPEG, GIF or WebP image.'],
        [c.app.uploadMedia({ body: { img: '' } }), 'Image is required.'],
      ] as const;
      for (const [call, message] of refusals) expect(await failure(call)).toEqual({ status: 400, message });
      expect((await c.app.getUserPosts({ username: 'guest', query: { limit: 50 } })).posts.length).toBe(before);
    });

    it("nobody can put someone else's upload on their post; an upload is kept a day, then forgotten unless a post shows it", async () => {
      const c = contract();
      await c.guest();
      const [shown, unshown] = await upload(c, colourPngs.slice(0, 2));
      const { post } = await postWith(c, [{ mediaId: shown!, alt: 'Shown.' }]);
      // An upload goes on one post: from then on the post keeps the image, and takes it when it goes.
      expect(await failure(postWith(c, [{ mediaId: shown!, alt: '' }]))).toEqual({ status: 400, message: messages.imageNotUploaded(1) });
      await c.as('adarshbalika');
      expect(await failure(postWith(c, [{ mediaId: unshown!, alt: '' }]))).toEqual({ status: 400, message: messages.imageNotUploaded(1) });

      await c.harness.letUploadsExpire();
      // The next upload sweeps the expired ones: the post keeps its image, the unposted one is gone.
      await c.guest();
      await upload(c, colourPngs.slice(2, 3));
      expect((await c.api.getPost({ postId: post._id })).post.images.map((image) => image.id)).toEqual([shown]);
      expect(await failure(postWith(c, [{ mediaId: unshown!, alt: '' }]))).toEqual({ status: 400, message: messages.imageNotUploaded(1) });
    });

    it('an upload its uploader throws away is gone at once; nobody can throw away an image a post shows, or an upload of someone else', async () => {
      const c = contract();
      await c.guest();
      const [removed, shown, kept] = await upload(c, colourPngs.slice(0, 3));
      const { post } = await postWith(c, [{ mediaId: shown!, alt: 'Shown.' }]);

      expect(await c.app.deleteMedia({ mediaId: removed! })).toEqual({ mediaId: removed });
      expect(await failure(postWith(c, [{ mediaId: removed!, alt: '' }]))).toEqual({ status: 400, message: messages.imageNotUploaded(1) });
      // Thrown away twice, or an image a post shows (the post keeps it): a 404 in words.
      for (const mediaId of [removed!, shown!, 'not-an-id'])
        expect(await failure(c.app.deleteMedia({ mediaId }))).toEqual({ status: 404, message: messages.uploadNotFound(mediaId) });
      expect((await c.api.getPost({ postId: post._id })).post.images.map((image) => image.id)).toEqual([shown]);

      await c.as('adarshbalika');
      expect(await failure(c.app.deleteMedia({ mediaId: kept! }))).toEqual({ status: 404, message: messages.uploadNotFound(kept!) });
      await c.guest();
      expect((await postWith(c, [{ mediaId: kept!, alt: 'Still mine.' }])).post.images.map((image) => image.id)).toEqual([kept]);
    });

    it('the same picture uploaded twice (two drafts) waits twice: thrown away or posted once, the other upload still holds it', async () => {
      const c = contract();
      await c.guest();
      const [first, again] = await upload(c, [colourPngs[0]!, colourPngs[0]!]);
      expect(again).toBe(first);
      expect(await c.app.deleteMedia({ mediaId: first! })).toEqual({ mediaId: first });
      const { post } = await postWith(c, [{ mediaId: first!, alt: 'Still waiting.' }]);
      expect(post.images.map((image) => image.id)).toEqual([first]);
      // Both uploads are spent now: the first thrown away, the second posted.
      expect(await failure(postWith(c, [{ mediaId: first!, alt: '' }]))).toEqual({ status: 400, message: messages.imageNotUploaded(1) });

      const [shown] = await upload(c, [colourPngs[1]!, colourPngs[1]!]);
      await postWith(c, [{ mediaId: shown!, alt: 'Once.' }]);
      expect((await postWith(c, [{ mediaId: shown!, alt: 'Twice.' }])).post.images.map((image) => image.id)).toEqual([shown]);
      expect(await failure(c.app.deleteMedia({ mediaId: shown! }))).toEqual({ status: 404, message: messages.uploadNotFound(shown!) });
    });
  });
}
