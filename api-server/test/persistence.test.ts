import { pngDataUrl } from 'api-contract/contract-suite';
import { clientFor, guest } from './api';
import { databaseName, startServerProcess } from './server-process';

test(`what people do is kept across a restart of the server, on ${databaseName}`, async () => {
  const first = await startServerProcess({ keep: true });
  const ada = { username: 'ada', password: 'analytical', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
  let adaToken: string;
  try {
    const anonymous = await clientFor(first.url);
    adaToken = (await anonymous.signup(ada)).encodedToken;
    const api = await clientFor(first.url, guest);
    const { posts } = await api.createPost({ caption: 'Kept', content: 'Through a restart', img: pngDataUrl });
    const postId = posts.find((post) => post.caption === 'Kept')!._id;
    await api.follow('user-omar');
    await api.likePost('post-2');
    await api.addBookmark('post-3');
    await api.addComment('post-2', { text: 'Still here after a restart?' });
    await api.editProfile({ bio: 'Restarted, not reset.' });
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const again = await clientFor(second.url, guest);
      const kept = (await again.getPost(postId)).post;
      expect(kept).toMatchObject({ caption: 'Kept', content: 'Through a restart' });
      expect((await fetch(`${second.url}${kept.img}`)).status).toBe(200);
      expect((await again.getPost('post-2')).post.likes.likedBy.map((ref) => ref.username)).toContain('guest');
      expect((await again.getComments('post-2')).comments.at(-1)?.text).toBe('Still here after a restart?');
      expect(await again.getBookmarks()).toEqual({ bookmarks: ['post-1', 'post-3'] });
      const me = (await again.getUser('user-guest')).user;
      expect(me.following.map((ref) => ref.username)).toContain('omarh');
      expect(me.bio).toBe('Restarted, not reset.');
      // The signup is kept, and a token from before the restart still works: the secret is kept too.
      await expect(clientFor(second.url, { username: 'ada', password: 'analytical' })).resolves.toBeTruthy();
      expect((await fetch(`${second.url}/api/users/bookmark`, { headers: { authorization: adaToken } })).status).toBe(200);
    } finally {
      // The second server works on the first one's data, and cleans it up.
      await second.stop();
    }
  } finally {
    await first.stop();
  }
}, 60_000);
