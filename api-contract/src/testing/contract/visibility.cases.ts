import type { PostVisibility } from '../../entities';
import { messages } from '../../messages';
import type { Contract } from './context';
import { noDrift, pngDataUrl, refusalOf } from './harness';

/**
 * The seed's people: the guest and adarshbalika follow priyanair; omarh does not; kenjisato is
 * mentioned by the posts these cases write. The author is priyanair.
 */
type Viewer = 'priyanair' | 'guest' | 'kenjisato' | 'omarh' | null;

async function signIn(c: Contract, viewer: Viewer) {
  if (viewer === null) c.token = null;
  else if (viewer === 'guest') await c.guest();
  else await c.as(viewer);
}

/** priyanair writes a post with a tag and a word of its own, mentioning kenjisato, for `visibility`. */
async function writeAs(c: Contract, visibility: PostVisibility, mention = '@kenjisato') {
  await c.as('priyanair');
  const { post } = await c.app.createPost({
    body: { caption: `Quiet ${visibility} #gardenhour`, content: `Only for some: zucchiniflower ${mention}`, img: pngDataUrl, visibility },
  });
  await c.app.addComment({ postId: post._id, body: { text: 'A first comment' } });
  return post._id;
}

const has = (posts: Array<{ _id: string }>, postId: string) => posts.some((post) => post._id === postId);

/** Where the viewer meets the post: every list of posts, a link to it, its comments and its history. */
async function whereSeen(c: Contract, viewer: Viewer, postId: string) {
  await signIn(c, viewer);
  const found = async (read: () => Promise<unknown>) => {
    try {
      await read();
      return true;
    } catch {
      return false;
    }
  };
  return {
    explore: has((await c.app.getPosts({ query: { limit: 20 } })).posts, postId),
    profile: has((await c.app.getUserPosts({ username: 'priyanair', query: { limit: 20 } })).posts, postId),
    home: viewer === null ? false : has((await c.app.getFeedPage({ query: { limit: 20 } })).posts, postId),
    tag: has((await c.app.getTagPosts({ tag: 'gardenhour' })).posts, postId),
    search: has((await c.app.searchPosts({ query: { q: 'zucchiniflower' } })).posts, postId),
    link: await found(() => c.app.getPost({ postId })),
    comments: await found(() => c.app.getComments({ postId })),
    history: await found(() => c.app.getPostHistory({ postId })),
  };
}

const everywhere = { explore: true, profile: true, home: true, tag: true, search: true, link: true, comments: true, history: true };
const nowhere = { explore: false, profile: false, home: false, tag: false, search: false, link: false, comments: false, history: false };
/** Someone who does not follow the author sees a post for them everywhere but in their home feed. */
const everywhereButHome = { ...everywhere, home: false };
/** A tag's page is everyone's: it lists public posts only, as on Mastodon, so a post for some is not under its tags. */
const notUnderTags = (seen: typeof everywhere) => ({ ...seen, tag: false });

export function visibilityCases(contract: () => Contract): void {
  describe('who may see a post', () => {
    it('a post says who it is for; a new post is public unless its author says otherwise', async () => {
      const c = contract();
      await c.as('priyanair');
      const open = await c.app.createPost({ body: { caption: 'Open', content: 'For all', img: pngDataUrl } });
      const closed = await c.app.createPost({ body: { caption: 'Closed', content: 'For some', img: pngDataUrl, visibility: 'followers' } });
      expect([open.post.visibility, closed.post.visibility]).toEqual(['public', 'followers']);
      expect((await c.api.getPost({ postId: closed.post._id })).post.visibility).toBe('followers');
    });

    it('Settings choose who new posts are for when the editor does not say; only one’s own record tells it', async () => {
      const c = contract();
      await c.as('priyanair');
      const { user } = await c.app.editProfile({ body: { defaultVisibility: 'followers' } });
      expect(user.defaultVisibility).toBe('followers');
      const { post } = await c.app.createPost({ body: { caption: 'Default', content: 'For followers', img: pngDataUrl } });
      const { post: chosen } = await c.app.createPost({
        body: { caption: 'Chosen', content: 'For all', img: pngDataUrl, visibility: 'public' },
      });
      expect([post.visibility, chosen.visibility]).toEqual(['followers', 'public']);
      await c.guest();
      expect((await c.api.getUserByUsername({ username: 'priyanair' })).user.defaultVisibility).toBeUndefined();
      expect((await refusalOf(c.app.editProfile({ body: { defaultVisibility: 'friends' as PostVisibility } }))).message).toBe(
        'Visibility must be one of public, followers, mentioned.',
      );
    });

    it('a public post is seen by everyone, everywhere', async () => {
      const c = contract();
      const postId = await writeAs(c, 'public');
      expect(await whereSeen(c, 'priyanair', postId)).toEqual(everywhere);
      expect(await whereSeen(c, 'guest', postId)).toEqual(everywhere);
      expect(await whereSeen(c, 'omarh', postId)).toEqual(everywhereButHome);
      expect(await whereSeen(c, null, postId)).toEqual(everywhereButHome);
    });

    it('a followers-only post is seen by its author, a follower and the people it mentions; a stranger and nobody signed in meet nothing', async () => {
      const c = contract();
      const postId = await writeAs(c, 'followers');
      expect(await whereSeen(c, 'priyanair', postId)).toEqual(notUnderTags(everywhere));
      expect(await whereSeen(c, 'guest', postId)).toEqual(notUnderTags(everywhere));
      expect(await whereSeen(c, 'kenjisato', postId)).toEqual(notUnderTags(everywhereButHome));
      expect(await whereSeen(c, 'omarh', postId)).toEqual(nowhere);
      expect(await whereSeen(c, null, postId)).toEqual(nowhere);
    });

    it('a mentioned-only post is seen by its author and the people it mentions, not by a follower', async () => {
      const c = contract();
      const postId = await writeAs(c, 'mentioned');
      expect(await whereSeen(c, 'priyanair', postId)).toEqual(notUnderTags(everywhere));
      expect(await whereSeen(c, 'kenjisato', postId)).toEqual(notUnderTags(everywhereButHome));
      expect(await whereSeen(c, 'guest', postId)).toEqual(nowhere);
      expect(await whereSeen(c, 'omarh', postId)).toEqual(nowhere);
    });

    it('one who may not see a post meets the same 404 as for no post, whatever they try; nothing is stored', async () => {
      const c = contract();
      const postId = await writeAs(c, 'followers');
      await c.as('omarh');
      const missing = await refusalOf(c.app.getPost({ postId: 'no-such-post' }));
      const sameAsMissing = { ...missing, message: messages.postNotFound(postId) };
      for (const attempt of [
        () => c.app.getPost({ postId }),
        () => c.app.likePost({ postId }),
        () => c.app.repostPost({ postId }),
        () => c.app.addBookmark({ postId }),
        () => c.app.addComment({ postId, body: { text: 'Let me in' } }),
        () => c.app.getComments({ postId }),
        () => c.app.getPostHistory({ postId }),
      ]) {
        expect(await refusalOf(attempt())).toEqual(sameAsMissing);
      }
      await c.as('priyanair');
      const { post } = await c.api.getPost({ postId });
      expect([post.likes.likeCount, post.repostCount, post.commentCount]).toEqual([0, 0, 1]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a follower may like, comment on and bookmark a followers-only post, but not repost it: it would pass it on', async () => {
      const c = contract();
      const postId = await writeAs(c, 'followers');
      await c.guest();
      await c.app.likePost({ postId });
      await c.app.addComment({ postId, body: { text: 'Lovely' } });
      await c.app.addBookmark({ postId });
      expect(has((await c.app.getBookmarkedPostsPage({ query: { limit: 20 } })).posts, postId)).toBe(true);
      expect(has((await c.app.getLikedPostsPage({ query: { limit: 20 } })).posts, postId)).toBe(true);
      expect(await refusalOf(c.app.repostPost({ postId }))).toEqual({
        status: 400,
        code: 'repost.not_public',
        message: messages.repostNotPublic,
      });
      // Once the guest no longer follows, the post is gone for them, from their bookmarks and likes too.
      await c.app.unfollow({ followUserId: 'user-priya' });
      expect(has((await c.app.getBookmarkedPostsPage({ query: { limit: 20 } })).posts, postId)).toBe(false);
      expect(has((await c.app.getLikedPostsPage({ query: { limit: 20 } })).posts, postId)).toBe(false);
      expect((await refusalOf(c.app.getPost({ postId }))).code).toBe('post.not_found');
    });

    it('the author cannot repost their own followers-only post, nor change who a post is for in an edit', async () => {
      const c = contract();
      const postId = await writeAs(c, 'followers');
      expect((await refusalOf(c.app.repostPost({ postId }))).code).toBe('repost.not_public');
      expect(
        await refusalOf(c.app.editPost({ postId, body: { caption: 'Now for all', content: 'x', img: '', visibility: 'public' } })),
      ).toEqual({ status: 400, code: 'post.visibility_fixed', message: messages.visibilityFixed });
      const { post } = await c.api.getPost({ postId });
      expect([post.caption, post.visibility]).toEqual(['Quiet followers #gardenhour', 'followers']);
      // Naming it as it is, or not at all, edits.
      await c.app.editPost({ postId, body: { caption: 'Edited', content: 'x', img: post.img, visibility: 'followers' } });
    });

    it('a visibility not in the list is a 400 in words, and nothing is posted', async () => {
      const c = contract();
      await c.as('priyanair');
      const before = (await c.app.getUserPosts({ username: 'priyanair', query: { limit: 20 } })).posts.length;
      const refused = await c.raw('POST', '/posts', {
        headers: c.authorized(),
        body: JSON.stringify({ postData: { caption: 'Hi', content: 'x', img: pngDataUrl, visibility: 'friends' } }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ errors: ['Visibility must be one of public, followers, mentioned.'], code: 'input.invalid' });
      expect((await c.app.getUserPosts({ username: 'priyanair', query: { limit: 20 } })).posts).toHaveLength(before);
    });

    it('everyone a post mentions may see it, past the first ten names, who alone are told', async () => {
      const c = contract();
      const others = Array.from({ length: 10 }, (_, index) => `@n${index}x`).join(' ');
      const postId = await writeAs(c, 'mentioned', `${others} @kenjisato`);
      await c.as('kenjisato');
      expect((await c.app.getPost({ postId })).post._id).toBe(postId);
      expect((await c.app.getNotifications()).notifications).toEqual([]);
    });

    it('an edit that takes a name out takes the post and its notification from that person', async () => {
      const c = contract();
      const postId = await writeAs(c, 'mentioned');
      await c.app.editPost({ postId, body: { caption: 'Now for nobody else', content: 'Changed my mind', img: '' } });
      await c.as('kenjisato');
      expect((await refusalOf(c.app.getPost({ postId }))).code).toBe('post.not_found');
      expect(await c.app.getNotifications()).toMatchObject({ notifications: [], unread: 0 });
    });

    it('neither the tags nor a report tell a stranger that a post for some exists', async () => {
      const c = contract();
      const postId = await writeAs(c, 'followers');
      await c.as('omarh');
      expect((await c.app.searchTags({ query: { q: 'gardenhour' } })).tags).toEqual([]);
      expect(
        await refusalOf(c.app.createReport({ body: { targetType: 'post', targetId: postId, reason: 'spam', text: '' } })),
      ).toMatchObject({
        status: 404,
        code: 'report.target_gone',
      });
    });

    it('a mention in a followers-only post tells the person mentioned; a stranger’s reply notification about it is never made', async () => {
      const c = contract();
      await writeAs(c, 'followers');
      await c.as('kenjisato');
      expect((await c.app.getNotifications()).notifications.map((one) => one.type)).toEqual(['mention']);
      await c.as('omarh');
      expect((await c.app.getNotifications()).notifications).toEqual([]);
    });
  });
}
