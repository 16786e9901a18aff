import { expect, test } from 'tooling/e2e/fixtures';
import path from 'node:path';
import { loginAsGuest, relocateRemote, serveBuild } from 'tooling/e2e/app-helpers';

const profileDist = path.resolve(__dirname, '../../mf-profile/dist');

// These tests point the shell at remotes on other ports (stopped, hanging, broken), whose
// scripts the page's Content-Security-Policy rightly refuses: here it is set aside.
test.use({ bypassCSP: true });

test('with mf-profile stopped, its screen says so with a retry while the rest of the app works', async ({ page }) => {
  // Port 3012: nothing listens there until the test serves mf-profile's build from it.
  await relocateRemote(page, 'mf_profile', 'http://localhost:3012/remoteEntry.js');
  await loginAsGuest(page);
  await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: 'My Profile' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The profile is unavailable right now.' });
  await expect(alert).toBeVisible();

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
  await page
    .getByRole('link', { name: /^Comments/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(alert).toBeVisible();
  await serveBuild(page, 'http://localhost:3012', profileDist);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
});

test('a remote that hangs is reported unavailable within seconds and does not stall the shell', async ({ page }) => {
  await page.route('http://localhost:3013/**', () => {
    // Never answered: a remote whose server hangs.
  });
  await relocateRemote(page, 'mf_comments', 'http://localhost:3013/remoteEntry.js');
  await loginAsGuest(page);
  await page
    .getByRole('link', { name: /^Comments/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading comments' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Comments is unavailable right now.' })).toBeVisible({ timeout: 12_000 });
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
});

test('with mf-feed stopped, the home screen says so and the profile still shows its user', async ({ page }) => {
  await relocateRemote(page, 'mf_feed', 'http://localhost:3011/remoteEntry.js');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The feed is unavailable right now.' })).toBeVisible();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Guest User' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Posts is unavailable right now.' })).toBeVisible();
  await expect(page).toHaveURL('/profile/guest');
});

/**
 * A remote entry written by hand in the container format federation loads (`init` and `get` on
 * a global named after the remote), whose comments page throws while rendering until the page
 * sets `window.remoteRecovered`.
 */
const throwingCommentsRemote = `
var mf_comments = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      function CommentsPage() {
        if (!window.remoteRecovered) throw new Error('A remote page that fails while rendering');
        return 'Comments recovered';
      }
      return { default: { id: 'mf_comments', reducers: {}, pages: { comments: CommentsPage } } };
    });
  },
};`;

test('a remote page that throws while rendering says so with Try again, and the navigation keeps working', async ({ page }) => {
  await page.route('http://localhost:3014/remoteEntry.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: throwingCommentsRemote }),
  );
  await relocateRemote(page, 'mf_comments', 'http://localhost:3014/remoteEntry.js');
  await loginAsGuest(page);
  await page
    .getByRole('link', { name: /^Comments/ })
    .first()
    .click();

  const failure = page.getByRole('alert').filter({ hasText: 'Comments could not be shown.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.evaluate(() => Object.assign(window, { remoteRecovered: true }));
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Comments recovered')).toBeVisible();

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'All posts' }).getByRole('article')).toHaveCount(6);
});
