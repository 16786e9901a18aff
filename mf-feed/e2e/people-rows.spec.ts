import { expect, test } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';

// Issue 20's defects seen at 1280 px: Popular Activities showed nothing where a person has no
// picture, and a long name pushed Follow + past the panel's edge onto two lines.
test.use({ viewport: { width: 1280, height: 800 } });

test('in Popular Activities a person without a picture shows their initials, and a long name keeps Follow + whole inside the panel', async ({
  page,
  request,
  baseURL,
}) => {
  const username = `wilhelmina_${Date.now() % 100_000}`;
  const signup = await request.post(`${baseURL}/api/auth/signup`, {
    data: {
      username,
      password: 'a name too long for one line',
      firstName: 'Wilhelmina-Konstantina',
      lastName: 'Vandermeulen-Oppenheimer',
      email: `${username}@example.com`,
    },
  });
  expect(signup.ok()).toBe(true);
  await loginAsGuest(page);
  const panel = page.getByRole('complementary', { name: 'Popular Activities' });
  const row = panel.getByRole('listitem').filter({ hasText: `@${username}` });
  await expect(row).toBeVisible();
  await expect(row.locator('.avatar')).toHaveText('WV');

  const follow = row.getByRole('button', { name: `Follow + ${username}` });
  const [panelBox, followBox] = await Promise.all([panel.boundingBox(), follow.boundingBox()]);
  expect(followBox!.x + followBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
  // On one line: the words "Follow +" make one line box, not two.
  const lines = await follow.evaluate((button) => {
    const words = document.createRange();
    words.selectNodeContents(button.firstChild!);
    return words.getClientRects().length;
  });
  expect(lines).toBe(1);
  await follow.click();
  await expect(row.getByRole('button', { name: `Unfollow ${username}` })).toBeVisible();
});
