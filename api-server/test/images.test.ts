import { signedUp } from 'api-contract/payloads';
import { makeAdmin } from 'api-core/roles';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { newcomer } from 'api-contract/contract-suite';
import sharp from 'sharp';
import { createFileImageStore } from '../src/platform/image-store';
import { appClientFor, clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;
let token: string | null;

beforeAll(async () => {
  server = await startInProcess();
  token = (await clientFor(server, guest)).token;
}, 60_000);
afterAll(() => server.close());

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A square PNG of `size` pixels in one colour, as a data URL: a different image for each colour and size. */
const squarePng = async (size: number, background: string) =>
  dataUrl(
    'image/png',
    await sharp({ create: { width: size, height: size, channels: 3, background } })
      .png()
      .toBuffer(),
  );

/** Posts `img` and answers with the stored image's response, or the refusal. */
async function upload(img: string) {
  const caption = `upload ${Math.random()}`;
  const answer = await send(server, 'POST', '/api/posts', { token, body: { postData: { caption, content: 'a picture', img } } });
  if (answer.status !== 201) return { answer, stored: null };
  const post = (answer.body as { posts: Array<{ caption: string; img: string }> }).posts.find(
    (candidate) => candidate.caption === caption,
  )!;
  const stored = await server.fetch(`${server.url}${post.img}`);
  return { answer, stored, address: post.img, bytes: Buffer.from(await stored.arrayBuffer()) };
}

describe(`uploaded images, on ${databaseName}`, () => {
  it('are stored anew as WebP, without their EXIF and GPS data', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { stored, bytes } = await upload(dataUrl('image/jpeg', photo));
    expect(stored?.headers.get('content-type')).toBe('image/webp');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(kept.exif).toBeUndefined();
  });

  it('lose whatever was appended after the image', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const { bytes } = await upload(dataUrl('image/png', Buffer.concat([png, Buffer.from('<script>alert(1)</script>')])));
    expect(bytes?.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('are shrunk to 2048 pixels on their longest side', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { bytes } = await upload(dataUrl('image/png', wide));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 2048, height: 512 });
  });

  it('are refused when they only start like an image, or decode to too many pixels', async () => {
    const pretend = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    expect((await upload(dataUrl('image/png', pretend))).answer).toMatchObject({
      status: 400,
      body: { errors: ['Image is not a valid image file.'] },
    });
    // A small file that decodes to 64 million pixels: a decompression bomb.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(dataUrl('image/png', bomb))).answer).toMatchObject({
      status: 400,
      body: { errors: ['Image has too many pixels (at most 24 million).'] },
    });
  });

  // Up to 40 million pixels (160 MB) were decoded per upload (issue 17): a photo of a 24-megapixel
  // camera is the most an upload may hold now.
  it('are refused above 24 million pixels', async () => {
    const large = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(dataUrl('image/png', large))).answer).toMatchObject({
      status: 400,
      body: { errors: ['Image has too many pixels (at most 24 million).'] },
    });
  });

  it('are served with a year of caching, their type, and nosniff; an unknown one is a 404', async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const { stored, address } = await upload(dataUrl('image/png', png));
    expect(stored?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(stored?.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await server.fetch(`${server.url}${address}`, { headers: { 'if-none-match': stored?.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    for (const id of ['0'.repeat(64), '../server.pid', 'jwt-secret'])
      expect((await send(server, 'GET', `/api/media/${id}`)).status).toBe(404);
  });

  it("go with the account that kept them, files and all, unless someone else's post shows the same bytes", async () => {
    const picture = (background: string) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background } })
        .png()
        .toBuffer();
    const [own, shared] = [dataUrl('image/png', await picture('#123')), dataUrl('image/png', await picture('#456'))];
    const leaving = await clientFor(server);
    const { encodedToken } = signedUp(await leaving.signup({ body: { ...newcomer, username: 'leaving', email: 'leaving@example.com' } }));
    const post = async (img: string, as: string | null) => {
      const caption = `pictured ${Math.random()}`;
      const answer = await send(server, 'POST', '/api/posts', { token: as, body: { postData: { caption, content: 'x', img } } });
      return (answer.body as { posts: Array<{ caption: string; img: string }> }).posts.find((candidate) => candidate.caption === caption)!
        .img;
    };
    const ownAddress = await post(own, encodedToken);
    const sharedAddress = await post(shared, encodedToken);
    expect(await post(shared, token)).toBe(sharedAddress);
    expect(ownAddress).not.toBe(sharedAddress);
    const fileOf = (address: string) => path.join(server.dataDir, 'media', address.slice(address.lastIndexOf('/') + 1));
    expect(existsSync(fileOf(ownAddress))).toBe(true);

    const deleted = await send(server, 'DELETE', '/api/users/me', { token: encodedToken, body: { password: newcomer.password } });
    expect(deleted.status).toBe(200);
    expect((await send(server, 'GET', ownAddress)).status).toBe(404);
    expect(existsSync(fileOf(ownAddress))).toBe(false);
    expect((await send(server, 'GET', sharedAddress)).status).toBe(200);
    expect(existsSync(fileOf(sharedAddress))).toBe(true);
  });

  // A deleted post's picture and a replaced avatar stayed on disk and were served for a year
  // (issue 17): an image goes with the last record that shows it, by the mechanism account
  // deletion uses (its media row in the change's transaction, its file once that commits).
  describe('go with the last post or avatar that shows them', () => {
    const picture = (background: string) => squarePng(5, background);
    const fileOf = (address: string) => path.join(server.dataDir, 'media', address.slice(address.lastIndexOf('/') + 1));
    /** Whether the image at `address` is served, and whether its file is still on disk. */
    const kept = async (address: string) => ({ served: (await send(server, 'GET', address)).status, onDisk: existsSync(fileOf(address)) });
    const gone = { served: 404, onDisk: false };
    const there = { served: 200, onDisk: true };

    /** A post of the guest's with `img`: its id and its image's address. */
    async function pictured(img: string): Promise<{ postId: string; address: string }> {
      const answer = await send(server, 'POST', '/api/posts', {
        token,
        body: { postData: { caption: 'pictured', content: 'x', img } },
        headers: { prefer: 'return=minimal' },
      });
      const { post } = answer.body as { post: { _id: string; img: string } };
      return { postId: post._id, address: post.img };
    }
    const editProfile = async (userData: object) =>
      ((await send(server, 'POST', '/api/users/edit', { token, body: { userData } })).body as { user: { img: string } }).user.img;

    const upload = async (img: string, as = token) =>
      ((await send(server, 'POST', '/api/media', { token: as, body: { img } })).body as { media: { id: string; url: string } }).media;

    it('an upload a post shows goes with the post, at once; one no post came to show stays its day', async () => {
      const [posted, waiting] = [await upload(await picture('#d11')), await upload(await picture('#d22'))];
      const answer = await send(server, 'POST', '/api/posts', {
        token,
        body: { postData: { caption: 'uploaded', content: 'x', images: [{ mediaId: posted.id, alt: 'A dot.' }] } },
        headers: { prefer: 'return=minimal' },
      });
      const { post } = answer.body as { post: { _id: string } };
      expect(await kept(posted.url)).toEqual(there);
      expect((await send(server, 'DELETE', `/api/posts/${post._id}`, { token })).status).toBe(201);
      expect(await kept(posted.url)).toEqual(gone);
      expect(await kept(waiting.url)).toEqual(there);
    });

    it('an upload thrown away goes at once, file and all, unless someone else uploaded the same bytes', async () => {
      const sharer = await clientFor(server);
      const other = signedUp(await sharer.signup({ body: { ...newcomer, username: 'sharer', email: 'sharer@example.com' } })).encodedToken;
      const [alone, shared] = [await upload(await picture('#e11')), await upload(await picture('#e22'))];
      expect(await upload(await picture('#e22'), other)).toEqual(shared);

      for (const { id } of [alone, shared]) expect((await send(server, 'DELETE', `/api/media/${id}`, { token })).status).toBe(200);
      expect(await kept(alone.url)).toEqual(gone);
      expect(await kept(shared.url)).toEqual(there);
      expect((await send(server, 'DELETE', `/api/media/${shared.id}`, { token: other })).status).toBe(200);
      expect(await kept(shared.url)).toEqual(gone);
    });

    it('a deleted post takes its picture with it; a picture another post shows stays', async () => {
      const own = await pictured(await picture('#a11'));
      const [shared, sharedAgain] = [await pictured(await picture('#a22')), await pictured(await picture('#a22'))];
      expect(shared.address).toBe(sharedAgain.address);
      expect(await kept(own.address)).toEqual(there);

      for (const { postId } of [own, shared]) expect((await send(server, 'DELETE', `/api/posts/${postId}`, { token })).status).toBe(201);
      expect(await kept(own.address)).toEqual(gone);
      expect(await kept(shared.address)).toEqual(there);
      expect((await send(server, 'DELETE', `/api/posts/${sharedAgain.postId}`, { token })).status).toBe(201);
      expect(await kept(shared.address)).toEqual(gone);
    });

    it('an edit that replaces or removes a picture takes the old one with it', async () => {
      const { postId, address } = await pictured(await picture('#b11'));
      const edit = (img: string) =>
        send(server, 'POST', `/api/posts/edit/${postId}`, {
          token,
          body: { postData: { caption: 'pictured', content: 'x', img } },
          headers: { prefer: 'return=minimal' },
        });
      expect((await edit(address)).status).toBe(201);
      expect(await kept(address)).toEqual(there);
      const replaced = ((await edit(await picture('#b22'))).body as { post: { img: string } }).post.img;
      expect(await kept(address)).toEqual(gone);
      expect((await edit('')).status).toBe(201);
      expect(await kept(replaced)).toEqual(gone);
    });

    it('a replaced or removed avatar goes; one a post also shows stays', async () => {
      const first = await editProfile({ img: await picture('#c11') });
      const second = await editProfile({ img: await picture('#c22') });
      expect(await kept(first)).toEqual(gone);
      expect(await kept(second)).toEqual(there);
      expect(await editProfile({ bio: 'Only the bio' })).toBe(second);
      expect(await kept(second)).toEqual(there);

      const { address } = await pictured(await picture('#c33'));
      expect(await editProfile({ img: await picture('#c33') })).toBe(address);
      expect(await kept(second)).toEqual(gone);
      expect(await editProfile({ img: '' })).toBe('');
      expect(await kept(address)).toEqual(there);
    });
  });
});

// Every upload was decoded at once, however many came (issue 17): each decode holds a thread of
// the pool argon2 and file reads share, and up to ~100 MB.
describe('decoding uploads', () => {
  it('decodes two at a time, the others waiting their turn', async () => {
    const started: Array<() => void> = [];
    const encode = () =>
      new Promise<{ bytes: Uint8Array; size: { width: number; height: number } }>((resolve) =>
        started.push(() => resolve({ bytes: new Uint8Array([1]), size: { width: 1, height: 1 } })),
      );
    const store = createFileImageStore(path.join(server.dataDir, 'unused'), { encode });
    const uploads = Array.from({ length: 5 }, () => store.encodeUpload({ bytes: new Uint8Array([0]), contentType: 'image/png' }, 'Image'));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toHaveLength(2);
    started[0]!();
    await settle();
    expect(started).toHaveLength(3);
    // The rest, each as it starts: never more than two under way.
    for (let finished = 1; finished < 5; finished += 1) {
      started[finished]!();
      await settle();
      expect(started.length - (finished + 1)).toBeLessThanOrEqual(2);
    }
    expect((await Promise.all(uploads)).every((result) => result.ok)).toBe(true);
    expect(started).toHaveLength(5);
  });
});

describe(`the images of a post that is not public, on ${databaseName}`, () => {
  const priya = { username: 'priyanair', password: 'priyaNair123' };
  const omar = { username: 'omarh', password: 'omarHaddad123' };
  const picture = (background: string) => squarePng(3, background);

  it('are served to the address its readers were given, and to no other', async () => {
    const author = await appClientFor(server, priya);
    const { post } = await author.createPost({
      body: { caption: 'For friends', content: 'A picture for some', img: await picture('#a1b2c3'), visibility: 'followers' },
    });
    // The guest follows priyanair: the post comes with an address that carries a grant.
    const follower = await appClientFor(server, guest);
    const address = (await follower.getPost({ postId: post._id })).post.img;
    expect(address).toMatch(/\?grant=\d+\.[\w-]+$/);
    const granted = await server.fetch(`${server.url}${address}`);
    expect([granted.status, granted.headers.get('cache-control')]).toEqual([200, expect.stringMatching(/^private, max-age=\d+$/)]);

    const bare = address.slice(0, address.indexOf('?'));
    expect((await server.fetch(`${server.url}${bare}`)).status).toBe(404);
    const tampered = address.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await server.fetch(`${server.url}${tampered}`)).status).toBe(404);
    const prolonged = address.replace(/grant=(\d+)/, (_all, lapses: string) => `grant=${Number(lapses) + 86_400_000}`);
    expect((await server.fetch(`${server.url}${prolonged}`)).status).toBe(404);

    // Its author's edit that sends the address back as it came keeps the picture.
    const own = (await author.getPost({ postId: post._id })).post.img;
    const edited = await author.editPost({
      postId: post._id,
      body: { caption: 'For friends, edited', content: 'Still for some', img: own },
    });
    expect(edited.post.img.split('?')[0]).toBe(bare);

    // A stranger is given nothing: the post is the same 404 as none.
    const stranger = await appClientFor(server, omar);
    await expect(stranger.getPost({ postId: post._id })).rejects.toMatchObject({ status: 404 });
  });

  it("of a public post are everyone's, at their plain address, cached for a year", async () => {
    const author = await appClientFor(server, priya);
    const { post } = await author.createPost({
      body: { caption: 'For all', content: 'A picture for everyone', img: await picture('#c3b2a1') },
    });
    expect(post.img).not.toContain('?');
    const served = await server.fetch(`${server.url}${post.img}`);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  });
});

describe(`the image of a direct message, on ${databaseName}`, () => {
  const priya = { username: 'priyanair', password: 'priyaNair123' };
  const picture = (background: string) => squarePng(6, background);
  const fileOf = (address: string) => path.join(server.dataDir, 'media', address.slice(address.lastIndexOf('/') + 1, address.indexOf('?')));

  it('is served only to the address the conversation’s people were given, and goes with the conversation', async () => {
    const writer = await appClientFor(server, priya);
    const { media } = await writer.uploadMedia({ body: { img: await picture('#0a7b3c') } });
    const { conversation } = await writer.startConversation({
      body: { to: ['guest'], text: 'For your eyes', image: { mediaId: media.id, alt: 'A green tile' } },
    });
    const reader = await appClientFor(server, guest);
    const [message] = (await reader.getMessages({ conversationId: conversation._id })).messages;
    const address = message?.image?.url ?? '';
    expect(address).toMatch(/\?grant=\d+\.[\w-]+$/);
    expect((await server.fetch(`${server.url}${address}`)).status).toBe(200);
    // The upload's own address, which anyone who guessed it could ask for, is kept now.
    expect((await server.fetch(`${server.url}${address.slice(0, address.indexOf('?'))}`)).status).toBe(404);

    await writer.leaveConversation({ conversationId: conversation._id });
    expect(existsSync(fileOf(address))).toBe(true);
    await reader.leaveConversation({ conversationId: conversation._id });
    expect((await server.fetch(`${server.url}${address}`)).status).toBe(404);
    expect(existsSync(fileOf(address))).toBe(false);
  });

  it('goes with its writer’s account, and with a moderator’s removal of the message', async () => {
    const leaving = await appClientFor(server);
    const { encodedToken } = signedUp(await leaving.signup({ body: { ...newcomer, username: 'writing', email: 'writing@example.com' } }));
    const upload = async (background: string) =>
      (await send(server, 'POST', '/api/media', { token: encodedToken, body: { img: await picture(background) } })).body as {
        media: { id: string };
      };
    const write = async (mediaId: string) =>
      (
        await send(server, 'POST', '/api/conversations', {
          token: encodedToken,
          body: { conversationData: { to: ['priyanair'], text: '', image: { mediaId, alt: '' } } },
        })
      ).body as { conversation: { _id: string }; message: { _id: string; image: { url: string } } };
    const first = await write((await upload('#3c0a7b')).media.id);
    const second = await write((await upload('#7b3c0a')).media.id);

    const reporter = await appClientFor(server, priya);
    await reporter.createReport({ body: { targetType: 'message', targetId: first.message._id, reason: 'spam', text: '' } });
    await makeAdmin(server.db, 'adarshbalika');
    const admin = await appClientFor(server, { username: 'adarshbalika', password: 'adarshBalika123' });
    const report = (await admin.getReports()).reports.find((one) => one.targetId === first.message._id);
    await admin.actOnReport({ reportId: report?._id ?? '', body: { action: 'remove', reason: 'Spam' } });
    expect(existsSync(fileOf(first.message.image.url))).toBe(false);
    expect(existsSync(fileOf(second.message.image.url))).toBe(true);

    await send(server, 'DELETE', '/api/users/me', { token: encodedToken, body: { password: newcomer.password } });
    expect(existsSync(fileOf(second.message.image.url))).toBe(false);
  });
});
