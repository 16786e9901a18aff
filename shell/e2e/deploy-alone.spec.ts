import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest, serveBuild } from 'tooling/e2e/app-helpers';
import { actionTypesOf, buildRenamed, builtScripts, renamedPrefix, workspaceRoot } from './renamed-build';

/**
 * Each app deployed alone: a copy of it with every action renamed (renamed-build.ts) is built and
 * served in place of its build, while every other app keeps the build `pnpm build` made. The
 * others work on, because they reach its state and actions only at runtime: a remote through
 * what another exposes, every remote through the shell's modules, which the shell provides.
 */

const remotes = [
  { app: 'mf-feed', port: 3001 },
  { app: 'mf-profile', port: 3002 },
  { app: 'mf-comments', port: 3003 },
  { app: 'mf-admin', port: 3004 },
  { app: 'mf-notifications', port: 3005 },
  { app: 'mf-messages', port: 3006 },
];

/** A post's comments page: the post's card (mf-feed) above the comments (mf-comments); a new comment counts on the card. */
async function commentOnAPost(page: Page): Promise<void> {
  await page.goto('/comments/post-3');
  const card = page.getByRole('article');
  await expect(card.getByRole('link', { name: 'Comments (2)' })).toBeVisible();
  await page.getByPlaceholder('Comment as @guest…').fill('Still here after the deploy');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText('Still here after the deploy')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Comments (3)' })).toBeVisible();
}

/**
 * A profile (mf-profile) lists the person's posts (mf-feed's cards), and Follow and Unfollow (the
 * shell's) change its follower count (the profile's) without a reload.
 */
async function followFromAProfile(page: Page): Promise<void> {
  await page.goto('/profile/kenjisato');
  await expect(page.getByRole('list', { name: 'Posts by kenjisato' }).getByRole('article').first()).toBeVisible();
  const followers = page.getByLabel('Followers', { exact: true });
  await expect(followers).toHaveText('1');
  await page.getByRole('button', { name: 'Follow + kenjisato' }).click();
  await expect(followers).toHaveText('2');
  await page.getByRole('button', { name: 'Unfollow kenjisato' }).click();
  await expect(followers).toHaveText('1');
}

async function browseTheFeeds(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
}

async function readNotifications(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // The guest of the seed has none: the screen says so once its first page has come.
  await expect(page.getByText('No notifications yet')).toBeVisible();
}

/** Messages (the shell's link) lists one's conversations (mf-messages); a new one opens with its first message. */
async function writeAMessage(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByLabel('To').fill('@priyanair');
  await page.getByLabel('Message', { exact: true }).fill('Still here after the deploy');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: '@priyanair', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Still here after the deploy')).toBeVisible();
}

async function openAdmin(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
}

/** What a person does on the screens of each app, and of the apps that show its parts. */
const journeys: Record<string, Array<(page: Page) => Promise<void>>> = {
  shell: [commentOnAPost, followFromAProfile, browseTheFeeds, readNotifications, writeAMessage, openAdmin],
  'mf-feed': [commentOnAPost, followFromAProfile, browseTheFeeds],
  'mf-profile': [followFromAProfile, browseTheFeeds],
  'mf-comments': [commentOnAPost, browseTheFeeds],
  'mf-admin': [openAdmin, browseTheFeeds],
  'mf-notifications': [readNotifications, browseTheFeeds],
  'mf-messages': [writeAMessage, browseTheFeeds],
};

for (const app of ['shell', ...remotes.map((remote) => remote.app)]) {
  test.describe(`${app} deployed alone, with every action renamed`, () => {
    // One worker builds the copy once, and runs these in order.
    test.describe.configure({ mode: 'default' });
    let dist = '';
    let renamed: string[] = [];
    test.beforeAll(() => {
      test.setTimeout(240_000);
      ({ dist, renamed } = buildRenamed(app));
    });
    test.afterAll(() => {
      if (dist) rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
    });

    test(`the rebuilt ${app} dispatches new actions, and no other remote's build names one of its actions`, () => {
      expect(renamed.length, `the rename changes ${app}'s actions`).toBeGreaterThan(0);
      const rebuilt = builtScripts(dist);
      for (const type of renamed) {
        expect(rebuilt, `the rebuilt ${app}`).toContain(`${renamedPrefix}${type}`);
        expect(rebuilt, `the rebuilt ${app}`).not.toContain(`"${type}"`);
      }
      // None of the app's actions (the code of its slices) is compiled into another remote.
      const ownTypes = new Set(actionTypesOf(app));
      for (const other of remotes.filter((remote) => remote.app !== app)) {
        const built = builtScripts(path.join(workspaceRoot, other.app, 'dist'));
        const named = [...ownTypes].filter((type) => built.includes(`"${type}`));
        expect(named, `${other.app}'s build names none of ${app}'s actions`).toEqual([]);
      }
    });

    test(`the others' old builds work with the new ${app}`, async ({ page, server, baseURL }) => {
      await server.reset({ admins: ['guest'] });
      const remote = remotes.find((entry) => entry.app === app);
      if (remote) await serveBuild(page, `http://localhost:${remote.port}`, dist);
      else await serveBuild(page, baseURL!, dist, { missing: 'server' });
      await loginAsGuest(page);
      for (const journey of journeys[app]!) await journey(page);
    });
  });
}
