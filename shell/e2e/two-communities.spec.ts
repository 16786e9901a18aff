import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { startServerProcess, type ServerProcess } from 'api-server/testing/server-process';
import { expect, test } from 'tooling/e2e/fixtures';
import { logIn } from 'tooling/e2e/app-helpers';

/**
 * Two communities of this server, A and B, federating with each other over loopback (issues 37
 * and 38): a member of B finds Priya of A by her handle, follows her, reads her post in Home with
 * its image (fetched by B, described as on A), likes it and comments (her profile on B shows her
 * earlier posts, from her outbox); Priya sees both on A, and mentions him, which B tells him; her edit, her deletion and her followers-only post
 * reach B; B's admin suspends A, and nothing of A arrives any more.
 */
test.describe('two communities in the fediverse', () => {
  // Servers of this test's own; one pair of ports per parallel worker.
  const portsOf = (parallelIndex: number) => [3251 + 2 * parallelIndex, 3252 + 2 * parallelIndex] as const;
  const omar = { username: 'omarh', password: 'omarHaddad123' };
  const priya = { username: 'priyanair', password: 'priyaNair123' };
  const guest = { username: 'guest', password: 'guest123' };

  /** A community on `port`, federating at its loopback address, from the seed, with its guest an admin. */
  async function startCommunity(port: number): Promise<ServerProcess> {
    const server = await startServerProcess({
      env: {
        PORT: String(port),
        HOST: 'localhost',
        SOCIAL_SERVE_APPS: 'shell',
        SOCIAL_PUBLIC_URL: `http://localhost:${port}`,
        SOCIAL_FEDERATION: 'on',
        SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on',
        SOCIAL_TESTING: '1',
      },
    });
    const reset = await server.fetch(`${server.url}/api/testing/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ admins: ['guest'] }),
    });
    expect(reset.ok).toBe(true);
    return server;
  }

  /** The app's client on `server`, signed in as `credentials`: what someone does there without a browser. */
  async function clientFor(server: ServerProcess, credentials: { username: string; password: string }) {
    let token: string | null = null;
    const api = createApiClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });
    token = opened(await api.login({ body: credentials })).encodedToken;
    return api;
  }

  /**
   * Resolves with what `look` answers once it answers something: what one community sends the
   * other is a job after its answer, so each step waits for its effect, never for a time.
   */
  async function arrived<T>(look: () => Promise<T | undefined>, what: string): Promise<T> {
    let found: T | undefined;
    await expect
      .poll(
        async () => {
          found = await look();
          return found !== undefined;
        },
        { message: what, timeout: 20_000 },
      )
      .toBe(true);
    return found!;
  }

  test('a member of B follows Priya of A, reads, likes and answers her post; A sees it; B suspends A', async ({ browser }, testInfo) => {
    // Two servers of its own to start (each on its embedded PostgreSQL), and deliveries between them.
    test.setTimeout(150_000);
    const [portA, portB] = portsOf(testInfo.parallelIndex);
    const servers: ServerProcess[] = [];
    const page = await (await browser.newContext({ baseURL: `http://localhost:${portB}` })).newPage();
    try {
      servers.push(...(await Promise.all([startCommunity(portA), startCommunity(portB)])));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const handle = `priyanair@localhost:${portA}`;

      // Omar of B finds Priya by her handle and follows her: a request until A accepts (she approves nobody).
      await logIn(page, omar);
      await expect(page.getByRole('heading', { name: 'Hello, omarh' })).toBeVisible();
      await page.goto(`/search?q=${encodeURIComponent(`@${handle}`)}&tab=people`);
      await page.getByRole('link', { name: handle }).click();
      // Her profile on B shows what she posted before anyone on B followed her, read from her outbox on A.
      const herPosts = page.getByRole('list', { name: `Posts by ${handle}` });
      await expect(herPosts.getByRole('article').filter({ hasText: 'Six hours up, twenty minutes of view' })).toBeVisible();
      await page.getByRole('button', { name: `Follow + ${handle}` }).click();
      await expect(page.getByRole('button', { name: `Withdraw request ${handle}` })).toBeVisible();
      const omarOnB = await clientFor(b, omar);
      await arrived(
        async () => ((await omarOnB.getUserByUsername({ username: handle })).user.followedByMe ? true : undefined),
        'A accepts',
      );
      await page.reload();
      await expect(page.getByRole('button', { name: `Unfollow ${handle}` })).toBeVisible();

      // Omar writes to her alone from her profile: Messages stay on B, so a post only the people it
      // mentions see, which A keeps as a direct message to her.
      await page.getByRole('button', { name: `Mention @${handle} privately` }).click();
      const editor = page.getByRole('dialog', { name: 'New Post' });
      await expect(editor.getByLabel('Content')).toHaveValue(`@${handle} `);
      await expect(editor.getByLabel('Who can see it')).toHaveValue('mentioned');
      await editor.getByLabel('Caption').fill('Hello from B');
      await editor.getByLabel('Content').fill(`@${handle} Are you on the coast this week?`);
      await editor.getByRole('button', { name: 'add post' }).click();
      await expect(page.getByText('Post Uploded!')).toBeVisible();
      const priyaOnA = await clientFor(a, priya);
      const direct = await arrived(
        async () => (await priyaOnA.getPrivateThreads()).threads.find((thread) => thread.post.content.includes('on the coast')),
        'his private mention reaches A',
      );
      expect([direct.post.username, direct.post.visibility]).toEqual([`omarh@localhost:${portB}`, 'mentioned']);

      // Priya posts on A with a described picture; Omar reads it in B's Home, the picture served by B, likes it and comments.
      const picture = await readFile(path.resolve(__dirname, '../public/icons/icon-192.png'));
      const { media } = await priyaOnA.uploadMedia({ body: { img: `data:image/png;base64,${picture.toString('base64')}` } });
      const { post: postOnA } = await priyaOnA.createPost({
        body: {
          caption: 'Harbour at dawn',
          content: 'Fog over the water',
          images: [{ mediaId: media.id, alt: 'Boats moored in the fog' }],
        },
      });
      await arrived(
        async () =>
          (await omarOnB.getFeedPage()).posts.find((post) => post.username === handle && post.content.includes('Fog over the water')),
        'her post reaches B',
      );
      await page.goto('/home');
      const herPost = (text: string) => page.getByRole('article', { name: `Post by @${handle}` }).filter({ hasText: text });
      const card = herPost('Harbour at dawn');
      await expect(card).toContainText('Harbour at dawn');
      await expect(card).toContainText('Fog over the water');
      const image = card.getByRole('img', { name: 'Boats moored in the fog' });
      await expect(image).toHaveAttribute('src', /^\/api\/media\/elsewhere\//);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: 'B serves her picture' })
        .toBe(192);
      await card.getByRole('button', { name: 'Like' }).click();
      await expect(card.getByRole('button', { name: 'Unlike' })).toBeVisible();
      await card.getByRole('link', { name: /^Comments/ }).click();
      const form = page.getByRole('form', { name: 'Add a comment' });
      await form.getByRole('combobox', { name: 'Comment' }).fill('Lovely light, Priya');
      await form.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByText('Lovely light, Priya')).toBeVisible();

      // On A, Priya's post counts the like, and the comment is among its comments, by Omar of B.
      const omarHandle = `omarh@localhost:${portB}`;
      const seen = await arrived(async () => {
        const { post } = await priyaOnA.getPost({ postId: postOnA._id });
        return post.likes.likeCount === 1 && post.comments.some((comment) => comment.text === 'Lovely light, Priya') ? post : undefined;
      }, 'the like and the comment reach A');
      expect(seen.likes.likedBy.map((person) => person.username)).toEqual([omarHandle]);
      expect(seen.comments.map((comment) => [comment.username, comment.text])).toContainEqual([omarHandle, 'Lovely light, Priya']);

      // Her edit, her deletion and her followers-only post reach B too (issue 37).
      await priyaOnA.editPost({ postId: postOnA._id, body: { caption: 'Harbour at dawn', content: 'The fog lifted' } });
      await arrived(
        async () => (await omarOnB.getFeedPage()).posts.find((post) => post.username === handle && post.content.includes('The fog lifted')),
        'her edit reaches B',
      );
      await page.goto('/home');
      await expect(card).toContainText('The fog lifted');
      await expect(card.getByRole('button', { name: /^edited/ })).toBeVisible();
      await priyaOnA.deletePost({ postId: postOnA._id });
      await arrived(
        async () =>
          (await omarOnB.getFeedPage()).posts.some((post) => post.username === handle && post.content.includes('The fog lifted'))
            ? undefined
            : true,
        'her deletion reaches B',
      );
      await priyaOnA.createPost({ body: { caption: 'For my followers', content: 'Quiet news', visibility: 'followers' } });
      const privately = await arrived(
        async () => (await omarOnB.getFeedPage()).posts.find((post) => post.username === handle && post.content.includes('Quiet news')),
        'her followers-only post reaches B',
      );
      expect(privately.visibility).toBe('followers');
      await page.goto('/home');
      await expect(herPost('Quiet news')).toContainText('Followers only');

      // Priya mentions Omar of B by his handle: B tells him.
      await priyaOnA.createPost({ body: { caption: `Thank you @${omarHandle}`, content: 'The light was kind' } });
      await arrived(async () => {
        const { notifications } = await omarOnB.getNotifications();
        return notifications.find((one) => one.type === 'mention' && one.actors[0]?.username === handle);
      }, 'her mention reaches B');
      await page.goto('/notifications');
      await expect(page.getByText(`${handle} mentioned you`)).toBeVisible();

      // B's admin suspends A: Priya goes from B with her post, and her next post, delivered, is not kept.
      await (await clientFor(b, guest)).blockServer({ body: { domain: `localhost:${portA}`, severity: 'suspend', reason: 'Testing' } });
      await priyaOnA.createPost({ body: { caption: 'After the block', content: 'Not for B' } });
      const adminOnA = await clientFor(a, guest);
      await arrived(async () => {
        const { queues } = await adminOnA.getJobs();
        const busy = queues.filter((queue) => queue.name.startsWith('federation.')).some((queue) => queue.waiting + queue.running > 0);
        return busy ? undefined : true;
      }, 'A has delivered the post');
      expect((await omarOnB.getFeedPage()).posts.filter((post) => post.username === handle)).toEqual([]);
      await page.goto('/home');
      await expect(page.getByRole('article', { name: `Post by @${handle}` })).toHaveCount(0);
    } finally {
      await page.context().close();
      for (const server of servers) await server.stop();
    }
  });
});
