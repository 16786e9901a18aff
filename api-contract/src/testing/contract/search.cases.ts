import type { Post } from '../../entities';
import { limits } from '../../limits';
import { messages } from '../../messages';
import type { Contract } from './context';
import { failure, noDrift } from './harness';

const captions = (posts: Post[]) => posts.map((post) => post.caption);

/** A new post of whoever `c` signs in as, its id. */
const write = async (c: Contract, caption: string, content: string) =>
  (await c.app.createPost({ body: { caption, content, img: '' } })).post._id;

/** Every page of a tag's posts, `limit` at a time, as captions. */
async function tagPages(c: Contract, tag: string, sort: 'newest' | 'oldest' | 'trending', limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: { posts: Post[]; nextCursor: string | null } = await c.app.getTagPosts({ tag, query: { sort, limit, cursor } });
    pages.push(captions(page.posts));
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 10);
  return pages;
}

export function searchCases(contract: () => Contract): void {
  describe('tags', () => {
    it("a tag's page holds the posts that tag it in any letter case, newest first, a page at a time", async () => {
      const c = contract();
      await c.guest();
      await write(c, 'Rivers', 'Morning on the water #Kayaking');
      await write(c, 'Lakes #KAYAKING', 'Calm today');
      await write(c, 'Seas', 'Too windy for #kayaking_trips');
      await write(c, 'Ponds', 'Quiet #kayaking, and #kayaking again');
      expect(await tagPages(c, 'kayaking', 'newest', 2)).toEqual([['Ponds', 'Lakes #KAYAKING'], ['Rivers']]);
      expect(await tagPages(c, 'KayaKing', 'oldest', 10)).toEqual([['Rivers', 'Lakes #KAYAKING', 'Ponds']]);
      expect(await tagPages(c, 'kayaking_trips', 'newest', 10)).toEqual([['Seas']]);
      expect(await tagPages(c, 'canoeing', 'newest', 10)).toEqual([[]]);
    });

    it('trending puts the most liked first, and follows the likes', async () => {
      const c = contract();
      await c.guest();
      const first = await write(c, 'One', '#sunset here');
      const second = await write(c, 'Two', '#sunset there');
      await c.as('omarh');
      await c.app.likePost({ postId: first });
      expect(await tagPages(c, 'sunset', 'trending', 10)).toEqual([['One', 'Two']]);
      await c.as('lenaf');
      await c.app.likePost({ postId: second });
      await c.as('kenjisato');
      await c.app.likePost({ postId: second });
      expect(await tagPages(c, 'sunset', 'trending', 1)).toEqual([['Two'], ['One']]);
    });

    it('an edit that drops a tag takes the post off its page; a deleted post leaves every page; the counts follow', async () => {
      const c = contract();
      await c.guest();
      const postId = await write(c, 'Trip', 'Off to the #mountains and the #lakes');
      await write(c, 'Again', 'More #mountains');
      expect((await c.app.searchTags({ query: { q: 'mountains' } })).tags).toEqual([{ name: 'mountains', postCount: 2 }]);
      await c.app.editPost({ postId, body: { caption: 'Trip', content: 'Off to the #lakes', img: '' } });
      expect(await tagPages(c, 'mountains', 'newest', 10)).toEqual([['Again']]);
      expect(await tagPages(c, 'lakes', 'newest', 10)).toEqual([['Trip']]);
      await c.app.deletePost({ postId });
      expect(await tagPages(c, 'lakes', 'newest', 10)).toEqual([[]]);
      expect((await c.app.searchTags({ query: { q: 'lakes' } })).tags).toEqual([]);
      expect((await c.app.searchTags({ query: { q: 'mountains' } })).tags).toEqual([{ name: 'mountains', postCount: 1 }]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a tag page leaves out the posts of people the reader blocks, mutes or who are suspended', async () => {
      const c = contract();
      for (const person of ['omarh', 'lenaf', 'kenjisato', 'priyanair']) {
        await c.as(person);
        await write(c, `By ${person}`, '#together');
      }
      await c.guest();
      await c.app.block({ userId: 'user-omar' });
      await c.app.mute({ userId: 'user-lena' });
      await c.harness.suspend('kenjisato');
      expect(await tagPages(c, 'together', 'newest', 1)).toEqual([['By priyanair']]);
      c.token = null;
      expect(await tagPages(c, 'together', 'newest', 10)).toEqual([['By priyanair', 'By lenaf', 'By omarh']]);
    });

    it.each([
      ['only symbols', '$%^'],
      ['only digits', '2024'],
      ['too long', 'a'.repeat(limits.tagMax + 1)],
    ])('a tag page for what cannot be a tag (%s) is a 400 in words', async (_case, tag) => {
      const { app } = contract();
      expect(await failure(app.getTagPosts({ tag }))).toEqual({ status: 400, message: messages.invalidTag });
    });

    it('tags are searched by their beginning, with or without "#", the most used first; with nothing typed, the most used', async () => {
      const c = contract();
      await c.guest();
      await write(c, 'A', '#travel #travelling #trains');
      await write(c, 'B', '#travel #trains');
      await write(c, 'C', '#travel #tr_ams');
      const names = async (q?: string) => (await c.app.searchTags({ query: { q } })).tags.map((tag) => `${tag.name} ${tag.postCount}`);
      expect(await names('tra')).toEqual(['travel 3', 'trains 2', 'travelling 1']);
      expect(await names('#TRAV')).toEqual(['travel 3', 'travelling 1']);
      expect(await names()).toEqual(['travel 3', 'trains 2', 'tr_ams 1', 'travelling 1']);
      // "_" and "%" are letters of the search, not patterns.
      expect(await names('tr_')).toEqual(['tr_ams 1']);
      expect(await names('%')).toEqual([]);
      const first = await c.app.searchTags({ query: { q: 'tr', limit: 2 } });
      const second = await c.app.searchTags({ query: { q: 'tr', limit: 2, cursor: first.nextCursor } });
      expect([...first.tags, ...second.tags].map((tag) => tag.name)).toEqual(['travel', 'trains', 'tr_ams', 'travelling']);
      expect(second.nextCursor).toBeNull();
    });
  });

  describe('post search', () => {
    it("finds a word of a post's content in any of its forms", async () => {
      const { app } = contract();
      expect(captions((await app.searchPosts({ query: { q: 'bakery' } })).posts)).toEqual(['Sunday ride']);
      expect(captions((await app.searchPosts({ query: { q: 'Bakeries' } })).posts)).toEqual(['Sunday ride']);
      expect(captions((await app.searchPosts({ query: { q: 'regret' } })).posts)).toEqual(['Ridge walk']);
      expect((await app.searchPosts({ query: { q: 'submarine' } })).posts).toEqual([]);
    });

    it('a match in the caption ranks first, then newest first; every word must match, "phrases" in order, -word left out', async () => {
      const c = contract();
      await c.guest();
      await write(c, 'Coffee notes', 'A quiet morning');
      await write(c, 'Morning', 'Strong coffee and a long walk');
      await write(c, 'Evening', 'Decaf coffee, no walk');
      const found = async (q: string) => captions((await c.app.searchPosts({ query: { q } })).posts);
      expect(await found('coffee')).toEqual(['Coffee notes', 'Evening', 'Morning']);
      expect(await found('coffee walk')).toEqual(['Evening', 'Morning']);
      expect(await found('"long walk"')).toEqual(['Morning']);
      expect(await found('coffee -decaf')).toEqual(['Coffee notes', 'Morning']);
    });

    it('search pages run on across the ranks without loss or repeats', async () => {
      const c = contract();
      await c.guest();
      for (const n of [1, 2, 3]) await write(c, `Garden ${n}`, 'Tomatoes again');
      for (const n of [1, 2, 3]) await write(c, `Note ${n}`, 'The garden is growing');
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page: { posts: Post[]; nextCursor: string | null } = await c.app.searchPosts({ query: { q: 'garden', limit: 2, cursor } });
        pages.push(captions(page.posts));
        cursor = page.nextCursor;
      } while (cursor !== null && pages.length < 10);
      expect(pages).toEqual([
        ['Garden 3', 'Garden 2'],
        ['Garden 1', 'Note 3'],
        ['Note 2', 'Note 1'],
      ]);
    });

    it('leaves out the posts of people the reader blocks or mutes, and of the suspended', async () => {
      const c = contract();
      await c.guest();
      await c.app.block({ userId: 'user-omar' });
      expect((await c.app.searchPosts({ query: { q: 'bakery' } })).posts).toEqual([]);
      await c.app.mute({ userId: 'user-priya' });
      expect((await c.app.searchPosts({ query: { q: 'regrets' } })).posts).toEqual([]);
      c.token = null;
      await c.harness.suspend('priyanair');
      expect((await c.app.searchPosts({ query: { q: 'regrets' } })).posts).toEqual([]);
      expect(captions((await c.app.searchPosts({ query: { q: 'bakery' } })).posts)).toEqual(['Sunday ride']);
    });

    it("a post's words are read in its language: a Spanish post is found by another form of its words", async () => {
      const c = contract();
      await c.guest();
      const { post } = await c.app.createPost({
        body: { caption: 'Corriendo por el parque', content: 'Las flores estaban abiertas.', img: '', language: 'es' },
      });
      expect(post.language).toBe('es');
      expect(captions((await c.app.searchPosts({ query: { q: 'correr' } })).posts)).toEqual(['Corriendo por el parque']);
      expect(captions((await c.app.searchPosts({ query: { q: 'flor' } })).posts)).toEqual(['Corriendo por el parque']);
      // An edit that says nothing of the language keeps it.
      const { post: edited } = await c.app.editPost({
        postId: post._id,
        body: { caption: 'Corriendo otra vez', content: 'Sin flores.', img: '' },
      });
      expect(edited.language).toBe('es');
      expect(captions((await c.app.searchPosts({ query: { q: 'correr' } })).posts)).toEqual(['Corriendo otra vez']);
    });

    it("a post's language not among the interface's is refused in words, and nothing is posted", async () => {
      const c = contract();
      await c.guest();
      const postsOfGuest = async () => (await c.app.getUserPosts({ username: 'guest', query: { limit: 50 } })).posts.length;
      const before = await postsOfGuest();
      const { status, body } = await c.raw('POST', '/posts', {
        headers: c.authorized(),
        body: JSON.stringify({ postData: { caption: 'Olá', content: 'Tudo bem?', img: '', language: 'pt' } }),
      });
      expect({ status, body }).toEqual({
        status: 400,
        body: { errors: ['Language must be one of en, es, de, fr, ja, ar, or null.'], code: 'input.invalid' },
      });
      expect(await postsOfGuest()).toBe(before);
    });

    it('a search of symbols or only common words finds nothing; one of nothing, of spaces or too long is a 400 in words', async () => {
      const { app, raw } = contract();
      for (const q of ['!!!', 'the', '"" - -', '@#$'])
        expect(await app.searchPosts({ query: { q } })).toEqual({ posts: [], nextCursor: null });
      const missing = await raw('GET', '/search/posts');
      expect(missing.status).toBe(400);
      const blank = await raw('GET', '/search/posts?q=%20%20');
      expect(blank.status).toBe(400);
      const long = await raw('GET', `/search/posts?q=${'a'.repeat(10_000)}`);
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ errors: [expect.stringContaining(String(limits.searchMax)) as unknown], code: 'input.invalid' });
    });
  });
}
