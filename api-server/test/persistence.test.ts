import { signedUp } from 'api-contract/payloads';
import { pngDataUrl } from 'api-contract/contract-suite';
import { clientFor, guest } from './api';
import { startServerProcess } from './server-process';
import { databaseName } from './test-databases';

test(`what people do is kept across a restart of the server, on ${databaseName}`, async () => {
  const first = await startServerProcess({ keep: true });
  const ada = { username: 'ada', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
  let adaToken: string;
  try {
    const anonymous = await clientFor(first);
    adaToken = signedUp(await anonymous.signup({ body: ada })).encodedToken;
    const api = await clientFor(first, guest);
    const { posts } = await api.createPost({ body: { caption: 'Kept', content: 'Through a restart', img: pngDataUrl } });
    const postId = posts.find((post) => post.caption === 'Kept')!._id;
    await api.follow({ followUserId: 'user-omar' });
    await api.likePost({ postId: 'post-2' });
    await api.addBookmark({ postId: 'post-3' });
    await api.addComment({ postId: 'post-2', body: { text: 'Still here after a restart?' } });
    await api.editProfile({ body: { bio: 'Restarted, not reset.' } });
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const again = await clientFor(second, guest);
      const kept = (await again.getPost({ postId })).post;
      expect(kept).toMatchObject({ caption: 'Kept', content: 'Through a restart' });
      expect((await fetch(`${second.url}${kept.img}`)).status).toBe(200);
      expect((await again.getPost({ postId: 'post-2' })).post.likes.likedBy.map((ref) => ref.username)).toContain('guest');
      expect((await again.getComments({ postId: 'post-2' })).comments.at(-1)?.text).toBe('Still here after a restart?');
      expect(await again.getBookmarks()).toEqual({ bookmarks: ['post-1', 'post-3'] });
      const me = (await again.getUser({ userId: 'user-guest' })).user;
      expect(me.following.map((ref) => ref.username)).toContain('omarh');
      expect(me.bio).toBe('Restarted, not reset.');
      // The signup is kept, and a token from before the restart still works: the secret is kept too.
      await expect(clientFor(second, { username: 'ada', password: 'analytical-engine-1843' })).resolves.toBeTruthy();
      expect((await fetch(`${second.url}/api/users/bookmark`, { headers: { authorization: adaToken } })).status).toBe(200);
    } finally {
      // The second server works on the first one's data, and cleans it up.
      await second.stop();
    }
  } finally {
    await first.stop();
  }
}, 60_000);
