import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest, serveBuild } from 'tooling/e2e/app-helpers';

/**
 * A team renames its remote's internals, rebuilds it alone and deploys it; the other remotes
 * keep their old builds. Here mf-feed's slice is renamed (its key in the store and its actions'
 * names), mf-feed is built again from that copy, and the page gets that build in place of the
 * one the server serves (`serveBuild`), while mf-comments and mf-profile stay as built by `pnpm build`.
 */

const workspaceRoot = path.resolve(__dirname, '../..');
const feedOrigin = 'http://localhost:3001';

/** The renames, each of which must change something (or the test would prove nothing). */
const renames: Array<[RegExp, string]> = [
  [/state\.posts\b/g, 'state.feedPostsV2'],
  [/\bposts\?: PostsState\b/g, 'feedPostsV2?: PostsState'],
  [/reducers: \{ posts: postsReducer\b/g, 'reducers: { feedPostsV2: postsReducer'],
  [/'posts\//g, "'feed-posts-v2/"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A copy of mf-feed with its slice renamed, built for production; returns its `dist` folder. */
function buildRenamedFeed(): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'deploy-alone-')), 'mf-feed');
  const feedDir = path.join(workspaceRoot, 'mf-feed');
  cpSync(feedDir, copy, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  // The copy resolves its dependencies (tooling's webpack config, shell, react) as mf-feed does.
  symlinkSync(path.join(feedDir, 'node_modules'), path.join(copy, 'node_modules'));
  const changed = new Map<RegExp, number>(renames.map(([pattern]) => [pattern, 0]));
  for (const file of sourceFiles(path.join(copy, 'src'))) {
    let text = readFileSync(file, 'utf8');
    for (const [pattern, replacement] of renames) {
      changed.set(pattern, changed.get(pattern)! + (text.match(pattern)?.length ?? 0));
      text = text.replace(pattern, replacement);
    }
    writeFileSync(file, text);
  }
  for (const [pattern, count] of changed) expect(count, `the rename ${pattern} changes mf-feed's source`).toBeGreaterThan(0);
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [copy] }), '--mode', 'production'], {
    cwd: copy,
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

test.describe('mf-feed deployed alone, with its slice renamed', () => {
  // One worker builds the copy once, and runs these in order.
  test.describe.configure({ mode: 'default' });
  let dist = '';
  test.beforeAll(() => {
    test.setTimeout(240_000);
    dist = buildRenamedFeed();
  });
  test.afterAll(() => {
    if (dist) rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
  });

  test('the rebuilt mf-feed names its slice anew, and the old builds of the others never named it', () => {
    const built = (dir: string) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('\n');
    const feed = built(dist);
    expect(feed).toContain('feed-posts-v2/fetchPost');
    expect(feed).not.toContain('"posts/fetchPost');
    for (const remote of ['mf-comments', 'mf-profile']) {
      expect(built(path.join(workspaceRoot, remote, 'dist')), `${remote}'s build`).not.toMatch(/posts\/fetchPost/);
    }
  });

  test('the comments screen of the old mf-comments shows the post, and its count follows a new comment', async ({ page }) => {
    await serveBuild(page, feedOrigin, dist);
    await loginAsGuest(page);
    await page.goto('/comments/post-3');
    const card = page.getByRole('article');
    await expect(card.getByRole('link', { name: 'Comments (2)' })).toBeVisible();
    await page.getByPlaceholder('Comment as @guest…').fill('Still here after the deploy');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Still here after the deploy')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Comments (3)' })).toBeVisible();
  });

  test("the profile screen of the old mf-profile lists the person's posts, and the feed pages work", async ({ page }) => {
    await serveBuild(page, feedOrigin, dist);
    await loginAsGuest(page);
    await page.goto('/profile/priyanair');
    await expect(page.getByRole('list', { name: 'Posts by priyanair' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
  });
});
